import { fireEvent, render, screen } from '@testing-library/react';
import messages from '@/messages/en.json';
import { ThemeToggleButton } from '@/components/theme-toggle/ThemeToggleButton';

// vanilla-extract's jest transform leaves createTheme's class names undefined: stand-ins here.
const lightTheme = 'theme-light';
const darkTheme = 'theme-dark';
const { toDark, toLight } = messages.ThemeToggle;

const root = document.documentElement;
const show = () =>
  render(
    <ThemeToggleButton
      classes={{ light: lightTheme, dark: darkTheme }}
      toDarkLabel={toDark}
      toLightLabel={toLight}
    />,
  );

beforeEach(() => {
  localStorage.clear();
  root.className = lightTheme;
  delete root.dataset.theme;
});
afterEach(() => jest.restoreAllMocks());

describe('ThemeToggleButton', () => {
  it('switches to dark and back: its name, the page theme and the stored choice follow', () => {
    show();
    fireEvent.click(screen.getByRole('button', { name: 'Switch to dark theme' }));
    expect(root).toHaveAttribute('data-theme', 'dark');
    expect(root).toHaveClass(darkTheme);
    expect(root).not.toHaveClass(lightTheme);
    expect(localStorage.getItem('gps-theme')).toBe('dark');

    const toLight = screen.getByRole('button', { name: 'Switch to light theme' });
    expect(toLight).toHaveAttribute('title', 'Switch to light theme');
    fireEvent.click(toLight);
    expect(root).toHaveAttribute('data-theme', 'light');
    expect(root).toHaveClass(lightTheme);
    expect(localStorage.getItem('gps-theme')).toBe('light');
    expect(screen.getByRole('button', { name: 'Switch to dark theme' })).toBeInTheDocument();
  });

  it('starts from the theme the boot script put on the page', () => {
    root.dataset.theme = 'dark';
    show();
    expect(screen.getByRole('button', { name: 'Switch to light theme' })).toBeInTheDocument();
  });

  it('still switches when the browser blocks storage', () => {
    const blocked = () => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    };
    jest.spyOn(window, 'localStorage', 'get').mockImplementation(blocked);
    show();
    fireEvent.click(screen.getByRole('button', { name: 'Switch to dark theme' }));
    expect(root).toHaveAttribute('data-theme', 'dark');
    expect(screen.getByRole('button', { name: 'Switch to light theme' })).toBeInTheDocument();
  });

  it('still switches when storing the choice fails (quota, private mode)', () => {
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('Quota exceeded', 'QuotaExceededError');
    });
    show();
    fireEvent.click(screen.getByRole('button', { name: 'Switch to dark theme' }));
    expect(root).toHaveAttribute('data-theme', 'dark');
  });
});
