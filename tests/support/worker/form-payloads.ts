/**
 * Bodies exactly as the live forms build them (their own payload functions, plus what
 * useDelivery adds), so the endpoint's tests prove it accepts what the forms send today.
 */
import { emptyContact } from '@/components/contact-form/contactRules';
import { deliveredPhone } from '@/components/forms/fieldRules';
import { quotePayload } from '@/components/quote-list/quoteRequest';
import {
  emptyService,
  servicePayload,
  type ServiceComposeLabels,
} from '@/components/service-request/serviceRequest';
import { meterPayload, type MeterComposeLabels } from '@/components/service-request/meterReading';

const page = 'http://127.0.0.1/gps-app/en/contacts/';

export function contactBody(submissionId = 'a1b2c3d4e5f60718293a4b5c6d7e8f90') {
  const values = {
    ...emptyContact,
    name: 'Nino Beridze',
    email: 'nino@example.ge',
    phone: '555 12 34 56',
    message: 'Please call me about a printer.',
  };
  return {
    ...values,
    phone: deliveredPhone(values.phone),
    topicLabel: 'General question',
    replyLabel: 'E-mail',
    subject: 'General question: a message from the website',
    page,
    submissionId,
  };
}

export function quoteBody(
  submissionId = 'q1b2c3d4e5f60718293a4b5c6d7e8f90',
  ids = ['mono-printer-p3030'],
) {
  return {
    ...quotePayload(
      ids.map((id, index) => ({ id, quantity: index + 2, name: `Product ${id}` })),
      {
        note: 'By Friday',
        name: 'Giorgi',
        company: 'Office Ltd',
        companyId: '204 567 891',
        email: '',
        phone: '599 11 22 33',
        city: 'Tbilisi',
        address: '1 Rustaveli Avenue',
        vatInvoice: 'yes',
      },
      'Quote request from the website',
    ),
    page,
    submissionId,
  };
}

const serviceLabels: ServiceComposeLabels = {
  subject: 'Service request: {model}, {serial}',
  model: 'Model',
  serial: 'Serial',
  problem: 'Problem',
  errorCode: 'Error code',
  urgency: 'Urgency',
  city: 'City',
  address: 'Address',
  visit: 'Visit',
  name: 'Name',
  phone: 'Phone',
  email: 'E-mail',
  problems: {
    'not-printing': 'Not printing',
    'paper-jam': 'Paper jam',
    'print-quality': 'Print quality',
    'error-code': 'Error code',
    other: 'Other',
  },
  urgencies: { normal: 'Normal', urgent: 'Urgent', planned: 'Planned' },
  visitTimes: { any: 'Any time', morning: 'Morning', afternoon: 'Afternoon' },
};

export function serviceBody(
  submissionId = 's1b2c3d4e5f60718293a4b5c6d7e8f90',
): Record<string, string> {
  return {
    ...servicePayload(
      {
        ...emptyService,
        model: 'C3030',
        serial: 'ABC12345',
        problem: 'paper-jam',
        city: 'Tbilisi',
        address: 'Rustaveli 1',
        name: 'Levan',
        phone: '+995 555 00 11 22',
      },
      serviceLabels,
      [{ id: 'colour-mfp-c3030', name: 'C3030' }],
    ),
    page,
    submissionId,
  };
}

const meterLabels: MeterComposeLabels = {
  subject: 'Meter reading: {serial}, {date}',
  serial: 'Serial',
  date: 'Date',
  mono: 'Mono',
  colour: 'Colour',
  name: 'Name',
  phone: 'Phone',
  email: 'E-mail',
};

export function meterBody(submissionId = 'm1b2c3d4e5f60718293a4b5c6d7e8f90', date = '2026-11-24') {
  return {
    ...meterPayload(
      {
        serial: 'XYZ98765',
        date,
        mono: '12 345',
        colour: '',
        name: 'Tamar',
        phone: '',
        email: 'tamar@example.ge',
      },
      meterLabels,
    ),
    page,
    submissionId,
  };
}
