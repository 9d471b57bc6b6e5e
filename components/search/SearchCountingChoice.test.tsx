import { fireEvent, render, screen } from '@testing-library/react';

import { SearchCountingChoice } from '@/components/search/SearchCountingChoice';
import { searchCountingOffKey } from '@/components/search/searchReport';
import en from '@/messages/en.json';

const t = en.InfoPage;
const labels = {
  heading: t.searchCountingHeading,
  count: t.searchCounting,
  on: t.searchCountingOn,
  off: t.searchCountingOff,
  browser: t.searchCountingBrowser,
};

function setDoNotTrack(value: string | null) {
  Object.defineProperty(navigator, 'doNotTrack', { value, configurable: true });
}

describe('the privacy page’s search-counting switch', () => {
  beforeEach(() => {
    localStorage.clear();
    setDoNotTrack(null);
  });

  it('is on by default; unticked, the browser keeps the visitor’s no, and ticked again forgets it', () => {
    render(<SearchCountingChoice labels={labels} />);
    const box = screen.getByRole('checkbox', { name: labels.count });
    expect(box).toBeChecked();
    expect(screen.getByRole('status')).toHaveTextContent(labels.on);

    fireEvent.click(box);
    expect(box).not.toBeChecked();
    expect(screen.getByRole('status')).toHaveTextContent(labels.off);
    expect(localStorage.getItem(searchCountingOffKey)).not.toBeNull();

    fireEvent.click(box);
    expect(box).toBeChecked();
    expect(localStorage.getItem(searchCountingOffKey)).toBeNull();
  });

  it('shows a no made earlier in this browser', () => {
    localStorage.setItem(searchCountingOffKey, '1');
    render(<SearchCountingChoice labels={labels} />);
    expect(screen.getByRole('checkbox', { name: labels.count })).not.toBeChecked();
  });

  it('with Do Not Track, says nothing is ever counted and offers no switch', () => {
    setDoNotTrack('1');
    render(<SearchCountingChoice labels={labels} />);
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(screen.getByText(labels.browser)).toBeInTheDocument();
  });
});
