import { act, render } from '@testing-library/react';
import { useDocumentTitle } from '@/hooks/useDocumentTitle';

function Titled({ heading }: { heading: string }) {
  useDocumentTitle((pageTitle) => pageTitle.replace('Full catalogue', heading), [heading]);
  return null;
}

const titleElement = () => document.head.querySelector('title')!;
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

beforeEach(() => {
  document.head.innerHTML = '<title>Full catalogue | Print Centre</title>';
});

describe('useDocumentTitle', () => {
  it('names what is shown, from the title the page was served with', () => {
    const { rerender } = render(<Titled heading="Shredders" />);
    expect(document.title).toBe('Shredders | Print Centre');
    rerender(<Titled heading="Laminators" />);
    expect(document.title).toBe('Laminators | Print Centre');
  });

  // The App Router writes its own <title> back after hydration, as the review found on the
  // catalogue's ?type= views: the title must not fall back to "Full catalogue".
  it('puts the title back when something else rewrites the <title> element', async () => {
    render(<Titled heading="Shredders" />);
    titleElement().textContent = 'Full catalogue | Print Centre';
    await settle();
    expect(document.title).toBe('Shredders | Print Centre');
  });

  it('stops watching once the view is gone', async () => {
    const { unmount } = render(<Titled heading="Shredders" />);
    unmount();
    titleElement().textContent = 'Contacts | Print Centre';
    await settle();
    expect(document.title).toBe('Contacts | Print Centre');
  });
});
