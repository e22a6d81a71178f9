import { setImmediate as tick } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { type QueueOutcome, RenderQueue } from './render-queue';

/** A render that finishes when the test says so, recording when it started. */
function renders() {
  const started: string[] = [];
  const finishers = new Map<string, () => void>();
  const render = (label: string) => () =>
    new Promise<string>((resolve) => {
      started.push(label);
      finishers.set(label, () => resolve(label));
    });
  const finish = async (label: string) => {
    finishers.get(label)?.();
    await tick();
  };
  return { started, render, finish };
}

describe('RenderQueue', () => {
  it('takes waiting renders round-robin by address, so a flooding address waits behind itself', async () => {
    const queue = new RenderQueue();
    const { started, render, finish } = renders();
    const all: Promise<QueueOutcome<string>>[] = [];
    all.push(queue.run('flooder', render('F0')));
    for (const label of ['F1', 'F2', 'F3']) all.push(queue.run('flooder', render(label)));
    for (const label of ['V1', 'V2']) all.push(queue.run('visitor', render(label)));
    await tick();
    for (const label of ['F0', 'F1', 'V1', 'F2', 'V2', 'F3']) await finish(label);
    expect(started).toEqual(['F0', 'F1', 'V1', 'F2', 'V2', 'F3']);
    expect((await Promise.all(all)).map((outcome) => outcome.kind)).toEqual(Array(6).fill('done'));
    expect(queue.inFlightFor('flooder') + queue.inFlightFor('visitor')).toBe(0);
  });

  it("answers 'address-full' past 4 renders of one address, and takes its next once one is done", async () => {
    const queue = new RenderQueue();
    const { render, finish } = renders();
    const first = ['A0', 'A1', 'A2', 'A3'].map((label) => queue.run('a', render(label)));
    expect(await queue.run('a', render('A4'))).toEqual({ kind: 'address-full' });
    expect(queue.inFlightFor('a')).toBe(4);
    await finish('A0');
    expect(await first[0]).toEqual({ kind: 'done', value: 'A0' });
    const fifth = queue.run('a', render('A5'));
    for (const label of ['A1', 'A2', 'A3', 'A5']) await finish(label);
    expect(await fifth).toEqual({ kind: 'done', value: 'A5' });
  });

  it("pushes out the newest waiter of the address with most waiting when full, else answers 'busy'", async () => {
    const queue = new RenderQueue({ maxWaiting: 4, perAddress: 10 });
    const { started, render, finish } = renders();
    const running = queue.run('a', render('A0'));
    const waitingA = ['A1', 'A2', 'A3', 'A4'].map((label) => queue.run('a', render(label)));
    const others = ['b', 'c', 'd'].map((address) => queue.run(address, render(address)));
    expect(await waitingA[3]).toEqual({ kind: 'busy' });
    expect(await waitingA[2]).toEqual({ kind: 'busy' });
    expect(await waitingA[1]).toEqual({ kind: 'busy' });
    // Every address now has one waiting: a fifth address finds no heavier one to push out.
    expect(await queue.run('e', render('e'))).toEqual({ kind: 'busy' });
    for (const label of ['A0', 'A1', 'b', 'c', 'd']) await finish(label);
    expect(started).toEqual(['A0', 'A1', 'b', 'c', 'd']);
    await Promise.all([running, waitingA[0], ...others]);
    expect(queue.inFlightFor('a')).toBe(0);
  });

  it('keeps a visitor one render behind a flood of 24 at most, for each of its 21 previews', async () => {
    const queue = new RenderQueue();
    const log: string[] = [];
    const render = (label: string) => async () => {
      log.push(label);
      await tick();
      return label;
    };
    let flooding = true;
    const refusals: string[] = [];
    const flooder = async () => {
      while (flooding) {
        const outcome = await queue.run('flooder', render('F'));
        if (outcome.kind !== 'done') {
          refusals.push(outcome.kind);
          await tick();
        }
      }
    };
    const flood = Array.from({ length: 24 }, flooder);
    const visitor: string[] = [];
    for (let index = 0; index < 21; index += 1) {
      const before = log.length;
      const outcome = await queue.run('visitor', render(`V${index}`));
      visitor.push(outcome.kind);
      // Between asking and being drawn: the render running then, and at most one more of the flooder's.
      expect(log.slice(before, log.indexOf(`V${index}`)).length).toBeLessThanOrEqual(2);
    }
    flooding = false;
    await Promise.all(flood);
    expect(visitor).toEqual(Array(21).fill('done'));
    expect(refusals.length).toBeGreaterThan(0);
    expect(new Set(refusals)).toEqual(new Set(['address-full']));
  });
});
