import { render, screen } from '@testing-library/react';
import { DevNotice } from '@/components/dev-notice/DevNotice';

jest.mock(
  'next-intl/server',
  () => jest.requireActual('../../tests/support/components/island-props-mocks').englishServerIntl,
);

const env = process.env as Record<string, string | undefined>;
const nodeEnv = env.NODE_ENV;
afterEach(() => (env.NODE_ENV = nodeEnv));

describe('DevNotice', () => {
  it('tells a developer under npm run dev what the page lacks next to the export', async () => {
    env.NODE_ENV = 'development';
    render(await DevNotice({ locale: 'en' }));
    expect(screen.getByRole('note')).toHaveTextContent(/no site search index.*npm start/);
  });

  it('is not in the export', async () => {
    env.NODE_ENV = 'production';
    expect(await DevNotice({ locale: 'en' })).toBeNull();
  });
});
