import { fireEvent, render, screen } from '@testing-library/react';
import { Link, clientNavAttribute } from '@/components/link/Link';
import { basePath } from '@/site.config.mjs';

const push = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ push, prefetch: jest.fn() }) }));

describe('Link', () => {
  it('is a plain anchor to the page in the given language by default', () => {
    render(
      <Link locale="en" href="/catalog/office" className="x">
        Office printers
      </Link>,
    );
    const link = screen.getByRole('link', { name: 'Office printers' });
    expect(link).toHaveAttribute('href', `${basePath}/en/catalog/office/`);
    expect(link).toHaveClass('x');
    // Unmarked: the build drops the route payloads of pages only plain anchors lead to.
    expect(link).not.toHaveAttribute(clientNavAttribute);
  });

  it('navigates in the app and is marked for the payload pruning with clientNav', () => {
    render(
      <Link clientNav locale="ka" href="/about" aria-current="page">
        ჩვენ შესახებ
      </Link>,
    );
    const link = screen.getByRole('link', { name: 'ჩვენ შესახებ' });
    expect(link).toHaveAttribute('href', `${basePath}/ka/about/`);
    expect(link).toHaveAttribute(clientNavAttribute, '');
    expect(link).toHaveAttribute('aria-current', 'page');
    // The router takes the path without the base path (it adds it itself).
    fireEvent.click(link, { button: 0 });
    expect(push).toHaveBeenCalledWith('/ka/about/');
  });
});
