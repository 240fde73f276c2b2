import { describe, expect, it } from 'vitest';
import { pickedFile, sourceFiles, storedFile } from './stored-file';

describe('stored attachments in a file field', () => {
  it('stands in for an attachment with its name and size, the same file each time', () => {
    const attachment = { id: 101 };
    const file = storedFile(attachment, '7z2409-x64.msi', 1_966_080);
    expect(file.name).toBe('7z2409-x64.msi');
    expect(file.size).toBe(1_966_080);
    expect(storedFile(attachment, '7z2409-x64.msi', 1_966_080)).toBe(file);
    expect(storedFile(attachment, 'other.msi', 5)).not.toBe(file);
  });

  it('tells a new file from a removal and from no change', () => {
    const shown = [storedFile({}, 'a.msi', 10)];
    const added = new File(['x'], 'b.msi');
    expect(pickedFile([added], shown)).toBe(added);
    expect(pickedFile([], shown)).toBeNull();
    expect(pickedFile(shown, shown)).toBeUndefined();
  });

  it('lists the new file, else the stored attachment, else nothing', () => {
    const attachment = { fileName: 'wallpaper.jpg', size: 480_000 };
    const file = new File(['x'], 'new.zip');
    expect(sourceFiles({ file, attachment })).toEqual([file]);
    const [standIn] = sourceFiles({ file: null, attachment });
    expect(standIn?.name).toBe('wallpaper.jpg');
    expect(standIn?.size).toBe(480_000);
    expect(sourceFiles({ file: null, attachment })[0]).toBe(standIn);
    expect(sourceFiles({ file: null, attachment: null })).toEqual([]);
  });
});
