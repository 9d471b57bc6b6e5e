import { content } from '@/content';
import { answerTextsOf } from '@/lib/request-answers';

// The words of the customer's e-mail after a request, for the Worker (lib/request-answers.ts),
// written once at build.
export const dynamic = 'force-static';

export function GET() {
  return Response.json(answerTextsOf(content));
}
