import { fireEvent, render, screen } from '@testing-library/react';
import { NoticeIsland } from '@/components/not-found-notice/NoticeIsland';
import type { NotFoundNoticeLabels } from '@/components/not-found-notice/labels';

const labels: NotFoundNoticeLabels = {
  gone: 'That page doesn’t exist (any more).',
  searchLabel: 'Search the catalogue:',
  submit: 'Search',
  dismiss: 'Close',
};

function open(url: string) {
  window.history.replaceState(null, '', url);
  return render(<NoticeIsland labels={labels} searchAction="/gps-app/en/search/" />);
}

describe('NoticeIsland', () => {
  it('says the page is gone and offers a search filled from the dead link', () => {
    open('/gps-app/en/?notfound=colour-mfp-c9999');
    expect(screen.getByText(labels.gone)).toBeVisible();
    const field = screen.getByLabelText(labels.searchLabel);
    expect(field).toHaveValue('colour mfp c9999');
    expect(field.closest('form')).toHaveAttribute('action', '/gps-app/en/search/');
    expect(field).toHaveAttribute('name', 'q');
  });

  it('shows hostile text nowhere but leaves the field empty', () => {
    const { container } = open(
      `/gps-app/en/?notfound=${encodeURIComponent('<img src=x onerror=alert(1)>')}`,
    );
    expect(screen.getByLabelText(labels.searchLabel)).toHaveValue('');
    expect(container.querySelector('img')).toBeNull();
  });

  it('goes away when dismissed, and the address no longer brings it back', () => {
    open('/gps-app/ka/?x=1&notfound=x#top');
    fireEvent.click(screen.getByRole('button', { name: labels.dismiss }));
    expect(screen.queryByText(labels.gone)).toBeNull();
    expect(window.location.pathname + window.location.search + window.location.hash).toBe(
      '/gps-app/ka/?x=1#top',
    );
  });

  it('is absent on an ordinary visit', () => {
    const { container } = open('/gps-app/en/');
    expect(container).toBeEmptyDOMElement();
  });
});
