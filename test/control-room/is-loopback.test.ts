// The control API's guard: which remote addresses and Host headers count as this machine.
import { describe, expect, it } from 'vitest';
import { isLoopbackAddress, isLoopbackHost } from '../../src/control-room/is-loopback.js';

describe('isLoopbackAddress', () => {
  it.each([
    ['127.0.0.1', true],
    ['127.255.0.9', true],
    ['::1', true],
    ['0:0:0:0:0:0:0:1', true],
    ['::ffff:127.0.0.1', true],
    ['::FFFF:127.0.0.2', true],
    ['10.0.0.5', false],
    ['192.168.1.20', false],
    ['::ffff:10.0.0.5', false],
    ['fe80::1', false],
    ['128.0.0.1', false],
    ['127.0.0.256', false],
    ['1127.0.0.1', false],
    ['', false],
    [undefined, false],
  ])('%s -> %s', (address, expected) => {
    expect(isLoopbackAddress(address)).toBe(expected);
  });
});

describe('isLoopbackHost', () => {
  it.each([
    ['127.0.0.1:4010', true],
    ['localhost:4010', true],
    ['LOCALHOST', true],
    ['app.localhost:5173', true],
    ['[::1]:4010', true],
    ['', true],
    [undefined, true],
    ['evil.example:4010', false],
    ['127.0.0.1.evil.example', false],
    ['localhost.evil.example', false],
    ['10.0.0.5:4010', false],
    ['[fe80::1]:4010', false],
  ])('%s -> %s', (host, expected) => {
    expect(isLoopbackHost(host)).toBe(expected);
  });
});
