import type { DeliveryLabels } from '@/components/contact-form/DeliveryFooter';
import type {
  ProblemType,
  ServiceComposeLabels,
  ServiceErrorKey,
  Urgency,
  VisitTime,
} from './serviceRequest';
import type { MeterComposeLabels, MeterErrorKey } from './meterReading';

/** Text both forms show: the mail-app note, "required", the error summary, delivery. */
interface CommonLabels {
  mailNote: string;
  required: string;
  summary: string;
  delivery: DeliveryLabels;
}

/** The service request form's text in the page's language, translated on the server. */
export interface ServiceFormLabels extends CommonLabels {
  groups: Record<'device' | 'problem' | 'visit' | 'contact', string>;
  model: string;
  modelHint: string;
  serial: string;
  serialHint: string;
  problem: string;
  problems: Record<ProblemType, string>;
  errorCode: string;
  errorCodeHint: string;
  details: string;
  detailsHint: string;
  urgency: string;
  urgencies: Record<Urgency, string>;
  address: string;
  addressHint: string;
  visitDate: string;
  visitDateHint: string;
  visitTime: string;
  visitTimes: Record<VisitTime, string>;
  name: string;
  phone: string;
  phoneHint: string;
  email: string;
  errors: Record<ServiceErrorKey, string>;
  compose: ServiceComposeLabels;
}

/** The meter reading form's text in the page's language. */
export interface MeterFormLabels extends CommonLabels {
  serial: string;
  serialHint: string;
  date: string;
  mono: string;
  colour: string;
  colourHint: string;
  /** The counters' legend. */
  counters: string;
  /** "Lower than the last reading sent from this browser ({last}, {date}): please check it." */
  lower: string;
  name: string;
  phone: string;
  email: string;
  contactHint: string;
  errors: Record<MeterErrorKey, string>;
  compose: MeterComposeLabels;
}
