// biome-ignore-all lint/suspicious/noTemplateCurlyInString: the Unix paths under test contain shell ${VAR} text
import { describe, expect, it } from 'vitest';
import { createTranslator } from '../messages';
import { allMessages } from '../messages/all';
import {
  isValidDestinationPath,
  isValidUnixDestination,
  isValidWindowsDestination,
  MAX_DESTINATION_LENGTH,
  MAX_PATH_SEGMENT_LENGTH,
  validateDestinationPath,
} from './destination-path';

const t = createTranslator({ sections: [allMessages] });

describe('given a Windows destination (001 §5)', () => {
  describe('the length rule', () => {
    it.each(['', ' ', '   ', '\t'])('refuses empty or blank %j', (path) => {
      expect(isValidWindowsDestination(path)).toBe(false);
    });
    it('accepts exactly 250 characters and refuses 251', () => {
      const at = `C:\\${'a'.repeat(MAX_DESTINATION_LENGTH - 3)}`;
      expect(at).toHaveLength(250);
      expect(isValidWindowsDestination(at)).toBe(true);
      expect(isValidWindowsDestination(`${at}b`)).toBe(false);
    });
  });

  describe('bare roots', () => {
    it.each(['C:', 'c:', 'C:\\', 'z:\\', '%TEMP%', '%TEMP%\\', '%ProgramData%', '%My_Var2%\\'])(
      'accepts %s',
      (path) => {
        expect(isValidWindowsDestination(path)).toBe(true);
      },
    );
  });

  describe('the start of the path', () => {
    it.each([
      'C:\\Temp',
      'D:\\Data\\Drop\\',
      '\\\\fileserver\\share',
      '\\\\fileserver\\share\\',
      '\\\\10.0.0.5\\drop\\in\\box',
      '%APPDATA%\\Vendor\\App',
      '%SystemRoot%\\Temp',
    ])('accepts %s', (path) => {
      expect(isValidWindowsDestination(path)).toBe(true);
    });
    it.each([
      'Temp',
      'Temp\\Folder',
      '.\\Temp',
      '\\Temp',
      '\\\\server',
      '\\\\server\\',
      '\\\\\\share',
      'CC:\\Temp',
      '1:\\Temp',
      'C:Temp',
      '%TEMP%Folder',
      '~\\Temp',
      '$HOME\\x',
    ])('refuses %s', (path) => {
      expect(isValidWindowsDestination(path)).toBe(false);
    });
  });

  describe('forward slashes', () => {
    it.each(['C:/Temp', 'C:\\Temp/x', '//server/share', '%TEMP%/x', '/'])('refuses %s', (path) => {
      expect(isValidWindowsDestination(path)).toBe(false);
    });
  });

  describe('dot segments', () => {
    it.each(['C:\\.', 'C:\\..', 'C:\\Temp\\.\\x', 'C:\\Temp\\..\\x', '%TEMP%\\..', '\\\\srv\\share\\..\\x'])(
      'refuses %s',
      (path) => {
        expect(isValidWindowsDestination(path)).toBe(false);
      },
    );
    it.each(['C:\\.hidden', 'C:\\a.b\\c..d', 'C:\\...x'])('accepts dotted names %s', (path) => {
      expect(isValidWindowsDestination(path)).toBe(true);
    });
  });

  describe('segment length', () => {
    it('refuses a 254+ character segment (the 250-character total already rules it out)', () => {
      expect(isValidWindowsDestination(`C:\\${'a'.repeat(MAX_PATH_SEGMENT_LENGTH)}`)).toBe(false);
      expect(isValidWindowsDestination(`\\\\srv\\${'a'.repeat(MAX_PATH_SEGMENT_LENGTH + 1)}`)).toBe(false);
      expect(isValidWindowsDestination(`C:\\${'a'.repeat(247)}`)).toBe(true);
    });
  });

  describe('reserved device names', () => {
    const reserved = [
      'CON',
      'PRN',
      'AUX',
      'NUL',
      ...Array.from({ length: 9 }, (_, i) => `COM${i + 1}`),
      ...Array.from({ length: 9 }, (_, i) => `LPT${i + 1}`),
    ];
    it.each(reserved)('refuses %s as a segment', (name) => {
      expect(isValidWindowsDestination(`C:\\${name}`)).toBe(false);
      expect(isValidWindowsDestination(`C:\\Temp\\${name.toLowerCase()}\\x`)).toBe(false);
      expect(isValidWindowsDestination(`C:\\${name}.txt`)).toBe(false);
    });
    it.each(['CONSOLE', 'COM10', 'LPT0', 'COM0', 'NULL', 'AUXILIARY', 'printer'])('accepts %s', (name) => {
      expect(isValidWindowsDestination(`C:\\${name}`)).toBe(true);
    });
  });

  describe('forbidden characters', () => {
    it.each(['<', '>', ':', '"', '|', '?', '*'])('refuses %s inside a segment', (character) => {
      expect(isValidWindowsDestination(`C:\\Temp\\a${character}b`)).toBe(false);
      expect(isValidWindowsDestination(`\\\\srv\\sh${character}are`)).toBe(false);
    });
    it('refuses control characters', () => {
      expect(isValidWindowsDestination('C:\\Temp\u0000x')).toBe(false);
      expect(isValidWindowsDestination('C:\\Temp\nx')).toBe(false);
    });
    it('refuses empty segments in the middle', () => {
      expect(isValidWindowsDestination('C:\\Temp\\\\x')).toBe(false);
      expect(isValidWindowsDestination('C:\\\\')).toBe(false);
    });
    it('refuses blank segments', () => {
      expect(isValidWindowsDestination('C:\\   \\x')).toBe(false);
    });
    it('accepts spaces, brackets and other allowed punctuation', () => {
      expect(isValidWindowsDestination("C:\\Program Files (x86)\\Vendor's App & Co #1")).toBe(true);
    });
  });

  describe('environment variables', () => {
    it.each(['%TEMP%\\x', '%A%', '%a1_b2%\\x', 'C:\\Users\\%USERNAME%\\Desktop', '\\\\srv\\%SHARE%\\x'])(
      'accepts %s',
      (path) => {
        expect(isValidWindowsDestination(path)).toBe(true);
      },
    );
    it.each([
      '%MY-VAR%',
      '%1VAR%',
      '%_VAR%',
      '%%',
      '%TEMP',
      'C:\\%TEMP',
      'C:\\100%',
      '%TE MP%',
      '%TEMP%%X%',
      'C:\\%A-B%\\x',
    ])('refuses %s', (path) => {
      expect(isValidWindowsDestination(path)).toBe(false);
    });
  });
});

describe('given a Mac or Linux destination (001 §5)', () => {
  describe('the length rule', () => {
    it.each(['', ' ', '  \t'])('refuses empty or blank %j', (path) => {
      expect(isValidUnixDestination(path)).toBe(false);
    });
    it('accepts exactly 250 characters and refuses 251', () => {
      const at = `/${'a'.repeat(MAX_DESTINATION_LENGTH - 1)}`;
      expect(isValidUnixDestination(at)).toBe(true);
      expect(isValidUnixDestination(`${at}b`)).toBe(false);
    });
  });

  describe('bare roots', () => {
    it.each(['/', '~'])('accepts %s alone', (path) => {
      expect(isValidUnixDestination(path)).toBe(true);
    });
  });

  describe('the start of the path', () => {
    it.each([
      '/tmp',
      '/opt/vendor/app/',
      '~/',
      '~/Downloads',
      '~alex/Documents',
      '~alex',
      '$HOME',
      '$HOME/drop',
      '${HOME}',
      '${HOME}/drop',
      '$_private/x',
      '/Users/Shared/My Files (1)',
    ])('accepts %s', (path) => {
      expect(isValidUnixDestination(path)).toBe(true);
    });
    it.each(['tmp', 'tmp/x', './tmp', '../tmp', 'C:\\Temp', '%TEMP%', ' /tmp', '~~', '~a b/x', '~/../x'])(
      'refuses %s',
      (path) => {
        expect(isValidUnixDestination(path)).toBe(false);
      },
    );
  });

  describe('dot segments', () => {
    it.each(['/.', '/..', '/tmp/./x', '/tmp/../x', '/tmp/..', '~/.', '$HOME/../x', '${HOME}/./x'])(
      'refuses %s',
      (path) => {
        expect(isValidUnixDestination(path)).toBe(false);
      },
    );
    it.each(['/tmp/.hidden', '/tmp/..x', '/tmp/x..', '~/.config'])('accepts %s', (path) => {
      expect(isValidUnixDestination(path)).toBe(true);
    });
  });

  describe('NUL and control characters', () => {
    it.each(['/tmp/\u0000', '/tmp\u0000/x', '/tmp/a\nb'])('refuses %j', (path) => {
      expect(isValidUnixDestination(path)).toBe(false);
    });
  });

  describe('variables', () => {
    it.each(['/opt/$APP/bin', '/opt/${APP}/bin', '${A}${B}/x', '$A$B'])('accepts %s', (path) => {
      expect(isValidUnixDestination(path)).toBe(true);
    });
    it.each([
      '${HOME',
      '${HO/ME}',
      '${}',
      '${/}',
      '/opt/${A/B}',
      '/opt/${1A}',
      '/opt/$',
      '/opt/$1',
      '/opt/$-x',
      '/opt/x}',
      '${A}}',
      '${{A}}',
    ])('refuses %s', (path) => {
      expect(isValidUnixDestination(path)).toBe(false);
    });
  });
});

describe('isValidDestinationPath', () => {
  it('uses the Windows rules for Windows and the Unix rules for Mac and Linux', () => {
    expect(isValidDestinationPath('C:\\Temp', 'Windows')).toBe(true);
    expect(isValidDestinationPath('C:\\Temp', 'Mac')).toBe(false);
    expect(isValidDestinationPath('C:\\Temp', 'Linux')).toBe(false);
    expect(isValidDestinationPath('/tmp', 'Windows')).toBe(false);
    expect(isValidDestinationPath('/tmp', 'Mac')).toBe(true);
    expect(isValidDestinationPath('/tmp', 'Linux')).toBe(true);
  });
});

describe('validateDestinationPath', () => {
  it("answers 'Required' for nothing and 'Invalid destination path' for a broken path", () => {
    expect(validateDestinationPath('', 'Windows')).toEqual({ key: 'errors.validation.required' });
    expect(validateDestinationPath(null, 'Linux')).toEqual({ key: 'errors.validation.required' });
    const issue = validateDestinationPath('C:/Temp', 'Windows');
    expect(issue && t(issue.key, issue.params)).toBe('Invalid destination path');
    expect(validateDestinationPath('   ', 'Mac')?.key).toBe('automation.validation.invalidDestinationPath');
    expect(validateDestinationPath('%TEMP%\\drop', 'Windows')).toBeUndefined();
  });
});
