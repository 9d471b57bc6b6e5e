/** English when chosen before or ranked above Georgian. Self-contained: inlined as a script. */
export function chooseRootLocale(stored: string | null, languages: readonly string[]): 'ka' | 'en' {
  if (stored === 'en' || stored === 'ka') return stored;
  for (let i = 0; i < languages.length; i++) {
    const primary = String(languages[i]).toLowerCase().split('-')[0];
    if (primary === 'ka' || primary === 'en') return primary;
  }
  return 'ka';
}

export const languageStorageKey = 'i18nextLng';

/** Inline script for /gps-app/: runs before paint and leaves for /en/ when English is wanted. */
export function rootLocaleScript(enPath: string): string {
  return `(function(){try{var s=null;try{s=localStorage.getItem(${JSON.stringify(languageStorageKey)})}catch(e){}var c=(${chooseRootLocale.toString()})(s,navigator.languages||[navigator.language||'']);if(c==='en'){location.replace(${JSON.stringify(enPath)}+location.search+location.hash)}}catch(e){}})()`;
}
