import { cmsConfig, backendFromEnv } from '@/content/cms/config';
import { mediaLibrariesFromEnv } from '@/content/cms/media-libraries';
import en from '@/messages/en.json';
import ka from '@/messages/ka.json';

describe('mediaLibrariesFromEnv', () => {
  it('always shrinks uploads in the editor: WebP, longest side 2000 px', () => {
    expect(mediaLibrariesFromEnv({})).toEqual({
      default: {
        config: {
          transformations: {
            raster_image: { format: 'webp', quality: 85, width: 2000, height: 2000 },
          },
          slugify_filename: true,
        },
      },
      stock_assets: false,
    });
    expect(cmsConfig(backendFromEnv({}), { ka, en }).media_libraries).toEqual(
      mediaLibrariesFromEnv({}),
    );
  });

  it('turns Cloudinary or Uploadcare on from variables, links without transformations', () => {
    const cloudinary = mediaLibrariesFromEnv({
      CMS_MEDIA_LIBRARY: 'cloudinary',
      CMS_CLOUDINARY_CLOUD_NAME: 'print-centre',
      CMS_CLOUDINARY_API_KEY: '123456',
    });
    expect(cloudinary.cloudinary).toEqual({
      config: { cloud_name: 'print-centre', api_key: '123456' },
      use_transformations: false,
    });
    expect(cloudinary.default).toBeDefined();
    const uploadcare = mediaLibrariesFromEnv({
      CMS_MEDIA_LIBRARY: 'uploadcare',
      CMS_UPLOADCARE_PUBLIC_KEY: 'pk',
    });
    expect(uploadcare.uploadcare).toEqual({
      config: { publicKey: 'pk' },
      settings: { autoFilename: false },
    });
  });

  it('stops the build with the missing variable named, or an unknown library', () => {
    expect(() => mediaLibrariesFromEnv({ CMS_MEDIA_LIBRARY: 'cloudinary' })).toThrow(
      'CMS_MEDIA_LIBRARY=cloudinary needs CMS_CLOUDINARY_CLOUD_NAME and CMS_CLOUDINARY_API_KEY',
    );
    expect(() => mediaLibrariesFromEnv({ CMS_MEDIA_LIBRARY: 'uploadcare' })).toThrow(
      /CMS_UPLOADCARE_PUBLIC_KEY/,
    );
    expect(() => mediaLibrariesFromEnv({ CMS_MEDIA_LIBRARY: 'imgur' })).toThrow(
      /must be cloudinary or uploadcare, not "imgur"/,
    );
    expect(() =>
      mediaLibrariesFromEnv({
        CMS_MEDIA_LIBRARY: 'cloudinary',
        CMS_CLOUDINARY_CLOUD_NAME: 'Evil/..',
        CMS_CLOUDINARY_API_KEY: '1',
      }),
    ).toThrow(/CLOUD_NAME may only hold/);
  });
});
