import type { Locale } from '@/i18n/routing';
import { Link } from '@/components/link/Link';
import { actionLink } from '@/styles/controls.css';
import { rentalContactHref, type PlanView } from './planTerms';
import * as styles from './RentalPage.css';

/** The plans as cards: name, monthly fee, what is included, and a link to ask about the plan. */
export function RentalPlans({
  locale,
  plans,
  askPlan,
}: {
  locale: Locale;
  plans: PlanView[];
  askPlan: (plan: string) => string;
}) {
  return (
    <ul className={styles.plans}>
      {plans.map((plan) => (
        <li key={plan.id} id={`plan-${plan.id}`} className={styles.plan}>
          <h3 className={styles.planName}>{plan.name}</h3>
          <p className={styles.planPrice}>{plan.price}</p>
          <ul className={styles.facts}>
            {[...plan.facts, ...plan.features].map((fact) => (
              <li key={fact}>{fact}</li>
            ))}
          </ul>
          <Link
            locale={locale}
            href={rentalContactHref({ plan: plan.id })}
            className={actionLink({ placement: 'cardFooter' })}
            data-pagefind-ignore=""
          >
            {askPlan(plan.name)}
          </Link>
        </li>
      ))}
    </ul>
  );
}
