import type { PasswordOwner } from '@store/shared';
import { useEffect, useState } from 'react';

type Judge = typeof import('@store/shared/password-strength').judgePassword;
export type PasswordVerdict = ReturnType<Judge>;

// The dictionaries (about 400 KB) arrive only once a password is being typed: a form's page loads without them.
let judgeLoading: Promise<Judge> | undefined;
const loadJudge = () => {
  judgeLoading ??= import('@store/shared/password-strength').then((module) => module.judgePassword);
  return judgeLoading;
};

/** The shared rule's verdict on what is typed: null while the dictionaries load or the field is empty. */
export function usePasswordVerdict(password: string, owner: PasswordOwner): PasswordVerdict | null {
  const [judge, setJudge] = useState<Judge | null>(null);
  const typing = password !== '';
  useEffect(() => {
    if (!typing) return;
    let active = true;
    loadJudge().then(
      (loaded) => active && setJudge(() => loaded),
      // Only the meter is lost: the server still judges the password on submit.
      () => undefined,
    );
    return () => {
      active = false;
    };
  }, [typing]);
  if (!judge || password === '') return null;
  return judge(password, owner);
}
