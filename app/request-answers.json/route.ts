import { content } from '@/content';
import { answerTextsOf } from '@/lib/request-answers';

// The customer e-mail's words for the Worker (lib/request-answers.ts), written at build.
export const dynamic = 'force-static';

export function GET() {
  return Response.json(answerTextsOf(content));
}
