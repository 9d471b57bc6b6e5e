import { render } from '@testing-library/react';
import { Icon } from '@/components/icon/Icon';

describe('Icon', () => {
  it('is hidden from assistive technology and carries no text of its own', () => {
    const { container } = render(
      <a href="https://t.me/example">
        Telegram <Icon name="telegram" />
      </a>,
    );
    const icon = container.querySelector('a > span')!;
    expect(icon.getAttribute('aria-hidden')).toBe('true');
    expect(icon.textContent).toBe('');
    expect(container.querySelector('a')!.textContent).toBe('Telegram ');
  });

  it("takes the caller's class, which sizes it", () => {
    const { container } = render(<Icon name="search" className="sized" />);
    expect(container.firstElementChild!.classList).toContain('sized');
  });
});
