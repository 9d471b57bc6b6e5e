// The four forms' request bodies as they send them today, for tests/requests/requests-smoke.mjs
// (useDelivery adds page, startedAt and submissionId there). The unit tests build the same
// bodies with the forms' own payload functions: tests/support/worker/form-payloads.ts.

/** Bodies naming two catalogue products (a quote's lines, a service request's device). */
export function formBodies(productA, productB) {
  return {
    contact: {
      topic: 'general',
      name: 'Nino Beridze',
      reply: 'email',
      email: 'nino@example.ge',
      phone: '+995555123456',
      message: 'Please call me about a printer.',
      topicLabel: 'General question',
      replyLabel: 'E-mail',
      subject: 'General question: a message from the website',
    },
    quote: {
      kind: 'quote',
      items: [
        { id: productA, name: `Name of ${productA}`, quantity: 2 },
        { id: productB, name: `Name of ${productB}`, quantity: 1 },
      ],
      note: 'By Friday',
      name: 'Giorgi',
      company: 'Office <Ltd> & Co',
      email: '',
      phone: '+995599112233',
      subject: 'Quote request from the website',
    },
    service: {
      kind: 'service',
      model: 'C3030',
      serial: 'ABC12345',
      problem: 'paper-jam',
      errorCode: '',
      details: '',
      urgency: 'normal',
      city: 'Tbilisi',
      address: 'Rustaveli 1',
      visitDate: '',
      visitTime: 'any',
      name: 'Levan',
      phone: '+995555001122',
      email: '',
      productId: productA,
      problemLabel: 'Paper jam',
      urgencyLabel: 'Normal',
      visitTimeLabel: 'Any time',
      subject: 'Service request: C3030, ABC12345',
    },
    meter: {
      kind: 'meter',
      serial: 'XYZ98765',
      date: new Date().toISOString().slice(0, 10),
      mono: '12345',
      colour: '',
      name: '=HYPERLINK("http://evil.example")',
      phone: '',
      email: 'tamar@example.ge',
      subject: 'Meter reading: XYZ98765',
    },
  };
}
