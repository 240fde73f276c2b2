import { describe, expect, it } from 'vitest';
import { parseTerminalSearch } from './terminal-search';

describe('#/terminal/{id} search params', () => {
  it('keeps the valid shell, terminal type, delegate and protocol', () => {
    expect(parseTerminalSearch({ shell: 'POWERSHELL', user: 'USER' })).toEqual({
      shell: 'POWERSHELL',
      user: 'USER',
    });
    expect(parseTerminalSearch({ delegate: '4', protocol: 'SSH' })).toEqual({ delegate: 4, protocol: 'SSH' });
  });
  it('drops what is not valid', () => {
    expect(parseTerminalSearch({ shell: 'BASH', user: 'ROOT', delegate: '-1', protocol: 'RDP' })).toEqual({});
  });
});
