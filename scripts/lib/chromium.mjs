// Debian's Chromium (scripts/ensure-chromium.sh), as every browser run of the project starts it:
// headless, as root (no sandbox), quiet (no background traffic, no updates, no GPU).
export const chromiumLaunch = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-background-networking',
    '--disable-component-update',
    '--no-first-run',
    '--disable-gpu',
  ],
};
