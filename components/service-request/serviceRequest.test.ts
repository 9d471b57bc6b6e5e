import compile from 'icu-minify/compile';
import {
  composeService,
  deviceFromQuery,
  emptyService,
  matchDevice,
  modelCode,
  servicePayload,
  validateService,
  type ServiceComposeLabels,
  type ServiceValues,
} from '@/components/service-request/serviceRequest';

const today = '2026-05-14';
const devices = [
  { id: 'colour-mfp-c3030', name: 'Colour MFP C3030' },
  { id: 'mono-printer-p3030', name: 'Mono printer P3030' },
];
const valid: ServiceValues = {
  ...emptyService,
  model: 'Colour MFP C3030',
  serial: 'AB12CD34',
  city: 'Kutaisi',
  address: 'Rustaveli Ave 10, floor 3',
  name: 'Nino',
  phone: '555 12 34 56',
};
const labels: ServiceComposeLabels = {
  subject: compile('Service request: {model}, {serial}'),
  model: 'Model',
  serial: 'Serial number',
  problem: 'Problem',
  errorCode: 'Error code',
  urgency: 'Urgency',
  city: 'City',
  address: 'Address',
  visit: 'Preferred visit',
  name: 'Contact person',
  phone: 'Phone',
  email: 'E-mail',
  problems: {
    'not-printing': 'Does not print',
    'paper-jam': 'Paper jam',
    'print-quality': 'Poor print quality',
    'error-code': 'Error code on the screen',
    other: 'Something else',
  },
  urgencies: { normal: 'Normal', urgent: 'Urgent', planned: 'Planned' },
  visitTimes: { any: 'Any time', morning: 'Morning', afternoon: 'Afternoon' },
};

describe('service request validation', () => {
  it('accepts model, serial, address, contact person and phone', () => {
    expect(validateService(valid, today)).toEqual({});
  });

  it('names every missing required field', () => {
    expect(validateService(emptyService, today)).toEqual({
      model: 'required',
      serial: 'required',
      city: 'required',
      address: 'required',
      name: 'required',
      phone: 'required',
    });
  });

  it('needs the code for an error code and a description for "other"', () => {
    expect(validateService({ ...valid, problem: 'error-code' }, today)).toEqual({
      errorCode: 'required',
    });
    expect(validateService({ ...valid, problem: 'error-code', errorCode: 'C2557' }, today)).toEqual(
      {},
    );
    expect(validateService({ ...valid, problem: 'other' }, today)).toEqual({
      details: 'required',
    });
  });

  it('checks the serial, phone, e-mail and a visit day that is not in the past', () => {
    expect(
      validateService(
        { ...valid, serial: 'AB-12', phone: '12', email: 'nino@', visitDate: '2026-05-13' },
        today,
      ),
    ).toEqual({ serial: 'invalid', phone: 'invalid', email: 'invalid', visitDate: 'past' });
    expect(validateService({ ...valid, visitDate: today }, today)).toEqual({});
  });
});

describe('the model', () => {
  it('comes from ?product=<id> when the catalogue has that device', () => {
    expect(deviceFromQuery('?product=mono-printer-p3030', devices)?.name).toBe(
      'Mono printer P3030',
    );
  });

  it('ignores unknown, supply and hostile ids', () => {
    for (const query of [
      '?product=nope',
      '?product=',
      '?product=%3Cscript%3E',
      '?product=__proto__',
      '',
    ])
      expect(deviceFromQuery(query, devices)).toBeUndefined();
  });

  it('is matched to a catalogue device however the code is spaced or cased', () => {
    expect(matchDevice('colour mfp c-3030', devices)?.id).toBe('colour-mfp-c3030');
    expect(matchDevice('Brother HL-1110', devices)).toBeUndefined();
    expect(matchDevice('  ', devices)).toBeUndefined();
  });
});

describe('the delivered request', () => {
  it('reads as plain text, optional fields left out', () => {
    const { subject, body } = composeService(valid, labels);
    expect(subject).toBe('Service request: Colour MFP C3030, AB12CD34');
    expect(body).toBe(
      [
        'Model: Colour MFP C3030',
        'Serial number: AB12CD34',
        'Problem: Does not print',
        'Urgency: Normal',
        'City: Kutaisi',
        'Address: Rustaveli Ave 10, floor 3',
        'Contact person: Nino',
        'Phone: +995555123456',
      ].join('\n'),
    );
  });

  it('adds the error code, the visit and the description when given', () => {
    const { body } = composeService(
      {
        ...valid,
        problem: 'error-code',
        errorCode: ' C2557 ',
        visitDate: '2026-05-20',
        visitTime: 'morning',
        email: 'nino@example.ge',
        details: 'Stops after ten pages.',
      },
      labels,
    );
    expect(body).toContain('Error code: C2557\n');
    expect(body).toContain('Preferred visit: 2026-05-20, Morning\n');
    expect(body).toContain('E-mail: nino@example.ge\n\nStops after ten pages.');
  });

  it('is JSON with kind "service", the catalogue id and the labels', () => {
    expect(servicePayload({ ...valid, urgency: 'urgent' }, labels, devices)).toEqual({
      kind: 'service',
      ...valid,
      urgency: 'urgent',
      serial: 'AB12CD34',
      phone: '+995555123456',
      productId: 'colour-mfp-c3030',
      problemLabel: 'Does not print',
      urgencyLabel: 'Urgent',
      visitTimeLabel: 'Any time',
      subject: 'Service request: Colour MFP C3030, AB12CD34',
    });
    expect(servicePayload({ ...valid, model: 'Old copier' }, labels, devices).productId).toBe('');
  });
});

describe('modelCode', () => {
  it('is the Latin code of a long name, in either language', () => {
    expect(modelCode('ფერადი მულტიფუნქციური აპარატი C4045')).toBe('C4045');
    expect(modelCode('Colour MFP C3030')).toBe('C3030');
    expect(modelCode('Wide-format printer W-36 Pro')).toBe('W-36');
    expect(modelCode('საქაღალდე')).toBe('საქაღალდე');
  });

  it('finds its device again, so the field can show the name', () => {
    expect(matchDevice('c3030', devices)?.name).toBe('Colour MFP C3030');
  });
});
