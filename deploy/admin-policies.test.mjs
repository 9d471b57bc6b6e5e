// The editor's and the inbox's page policies, which their pages and every host send.
import { adminPolicy, inboxPolicy } from './admin-policies.mjs';

it('allows GitHub only with the GitHub backend, and the configured auth proxy', () => {
  expect(adminPolicy({})).toContain("connect-src 'self' blob: data: https://api.github.com;");
  expect(adminPolicy({ CMS_BACKEND: 'test-repo' })).not.toContain('github');
  expect(adminPolicy({ CMS_BASE_URL: 'https://auth.example.workers.dev/x' })).toContain(
    'https://auth.example.workers.dev',
  );
  expect(adminPolicy({})).not.toContain("'unsafe-eval'");
  // A media library's API and thumbnails, only when it is turned on.
  expect(adminPolicy({})).not.toMatch(/cloudinary|uploadcare|ucarecdn/);
  const cloudinary = adminPolicy({ CMS_MEDIA_LIBRARY: 'cloudinary' });
  expect(cloudinary).toMatch(/img-src [^;]* https:\/\/res\.cloudinary\.com/);
  expect(cloudinary).toMatch(/connect-src [^;]* https:\/\/api\.cloudinary\.com/);
  expect(adminPolicy({ CMS_MEDIA_LIBRARY: 'uploadcare' })).toMatch(
    /img-src [^;]* https:\/\/ucarecdn\.com;.*connect-src [^;]* https:\/\/upload\.uploadcare\.com/,
  );
});

it('lets the inbox reach only its own files and API, and no HTML sink', () => {
  const policy = inboxPolicy();
  expect(policy).toContain("default-src 'none'");
  expect(policy).toContain("connect-src 'self'");
  expect(policy).not.toMatch(/https?:|'unsafe-/);
  expect(policy).toContain("require-trusted-types-for 'script'");
  // A request's photos come from the inbox API on the same origin: no blob:, data: or hosts.
  expect(policy).toMatch(/(^|; )img-src 'self'(;|$)/);
});
