import { describe, expect, it } from 'vitest';
import { messageIn } from './messages-hi';

describe('wait refusals (429) in Hindi', () => {
  it.each([
    ['Too many attempts. Please try again in 1 second.', 'बहुत ज़्यादा कोशिशें हो गई हैं। कृपया 1 सेकंड बाद फिर से कोशिश करें।'],
    ['Too many attempts. Please try again in 15 minutes.', 'बहुत ज़्यादा कोशिशें हो गई हैं। कृपया 15 मिनट बाद फिर से कोशिश करें।'],
    [
      'You have sent several messages in the last hour. Please try again in 12 minutes, or call or email us.',
      'पिछले एक घंटे में आप कई संदेश भेज चुके हैं। कृपया 12 मिनट बाद फिर से कोशिश करें, या हमें कॉल या ईमेल करें।',
    ],
    [
      'Too many order lookups from your network. Please try again in 30 seconds.',
      'आपके नेटवर्क से बहुत ज़्यादा बार ऑर्डर खोजे गए हैं। कृपया 30 सेकंड बाद फिर से कोशिश करें।',
    ],
    [
      'You have asked for many new previews in a short time. Please try again in 2 seconds.',
      'आपने कम समय में बहुत सारे नए प्रीव्यू माँगे हैं। कृपया 2 सेकंड बाद फिर से कोशिश करें।',
    ],
    [
      'You can send at most 10 messages a minute. Please try again in 40 seconds.',
      'आप एक मिनट में ज़्यादा से ज़्यादा 10 संदेश भेज सकते हैं। कृपया 40 सेकंड बाद फिर से कोशिश करें।',
    ],
    [
      'You can send at most 20 pictures a day in a project. Please try again in 3 hours.',
      'एक प्रोजेक्ट में आप एक दिन में ज़्यादा से ज़्यादा 20 तस्वीरें भेज सकते हैं। कृपया 3 घंटे बाद फिर से कोशिश करें।',
    ],
    [
      'You can ask for one archive a day. Please try again in 1 hour.',
      'आप एक दिन में एक ही आर्काइव माँग सकते हैं। कृपया 1 घंटे बाद फिर से कोशिश करें।',
    ],
    [
      'Your previews are still being drawn. Please wait for them, then try again.',
      'आपके प्रीव्यू अभी बन रहे हैं। कृपया उनके बनने तक रुकें, फिर से कोशिश करें।',
    ],
  ])('%s', (english, hindi) => {
    expect(messageIn('hi', english)).toBe(hindi);
    expect(messageIn('en', english)).toBe(english);
  });

  it('a refusal whose first sentence is unknown stays in English as a whole', () => {
    const unknown = 'Something new happened. Please try again in 5 seconds.';
    expect(messageIn('hi', unknown)).toBe(unknown);
  });
});
