/**
 * The server's "wait and try again" refusals (429) in Hindi. Their English carries a number ("… try again in
 * 12 seconds."), so they are matched by shape rather than looked up whole: a known first sentence, then the wait.
 * A refusal whose first sentence is not known stays in English as a whole.
 */
const FIRST_SENTENCES: readonly [RegExp, (count: string) => string][] = [
  [/^Too many attempts\.$/, () => 'बहुत ज़्यादा कोशिशें हो गई हैं।'],
  [/^You have sent several messages in the last hour\.$/, () => 'पिछले एक घंटे में आप कई संदेश भेज चुके हैं।'],
  [/^Too many order lookups from your network\.$/, () => 'आपके नेटवर्क से बहुत ज़्यादा बार ऑर्डर खोजे गए हैं।'],
  [/^You have asked for many new previews in a short time\.$/, () => 'आपने कम समय में बहुत सारे नए प्रीव्यू माँगे हैं।'],
  [/^You can send at most (\d+) messages a minute\.$/, (count) => `आप एक मिनट में ज़्यादा से ज़्यादा ${count} संदेश भेज सकते हैं।`],
  [
    /^You can send at most (\d+) pictures a day in a project\.$/,
    (count) => `एक प्रोजेक्ट में आप एक दिन में ज़्यादा से ज़्यादा ${count} तस्वीरें भेज सकते हैं।`,
  ],
  [/^You can ask for one archive a day\.$/, () => 'आप एक दिन में एक ही आर्काइव माँग सकते हैं।'],
];

const UNITS: Readonly<Record<string, string>> = {
  second: 'सेकंड',
  seconds: 'सेकंड',
  minute: 'मिनट',
  minutes: 'मिनट',
  hour: 'घंटे',
  hours: 'घंटे',
};

const ENDINGS: Readonly<Record<string, string>> = { '.': '।', ', or call or email us.': ', या हमें कॉल या ईमेल करें।' };

/** The refusals that ask to wait without a number. */
const WHOLE: Readonly<Record<string, string>> = {
  'Your previews are still being drawn. Please wait for them, then try again.':
    'आपके प्रीव्यू अभी बन रहे हैं। कृपया उनके बनने तक रुकें, फिर से कोशिश करें।',
};

const WAIT = /^(.+?) Please try again in (\d+) (seconds?|minutes?|hours?)(\.|, or call or email us\.)$/;

/** A wait refusal's Hindi words, or undefined when its English is not one of them. */
export function hindiWaitMessage(message: string): string | undefined {
  if (WHOLE[message]) return WHOLE[message];
  const [, first = '', amount, unit = '', ending = ''] = WAIT.exec(message) ?? [];
  for (const [pattern, hindi] of FIRST_SENTENCES) {
    const match = pattern.exec(first);
    if (match) return `${hindi(match[1] ?? '')} कृपया ${amount} ${UNITS[unit]} बाद फिर से कोशिश करें${ENDINGS[ending]}`;
  }
  return undefined;
}
