import { expectNoAxeViolations, renderWithProviders } from '@console/testing';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { FileDrop } from './file-drop';

function csv(name = 'devices.csv', content = 'name\nweb-01\n') {
  return new File([content], name, { type: 'text/csv' });
}

function zone(name = 'Devices CSV') {
  return page.getByRole('group', { name });
}

function fileInput(): HTMLInputElement {
  return document.querySelector('input[type="file"]') as HTMLInputElement;
}

/** Sets the hidden input's files as the browser's file chooser would. */
function choose(...files: File[]) {
  const data = new DataTransfer();
  for (const file of files) data.items.add(file);
  const input = fileInput();
  input.files = data.files;
  input.dispatchEvent(new Event('change', { bubbles: true }));
}

/** Drops files (or file-like objects, for sizes too big to allocate) on the zone. */
function drop(target: Element, files: ArrayLike<unknown>) {
  for (const type of ['dragenter', 'dragover']) {
    const event = new Event(type, { bubbles: true, cancelable: true });
    Object.defineProperty(event, 'dataTransfer', { value: { files: [], dropEffect: 'none' } });
    target.dispatchEvent(event);
  }
  const event = new Event('drop', { bubbles: true, cancelable: true });
  Object.defineProperty(event, 'dataTransfer', { value: { files, dropEffect: 'none' } });
  target.dispatchEvent(event);
}

describe('FileDrop', () => {
  it('offers drag and drop or a Browse button reachable by keyboard', async () => {
    await renderWithProviders(<FileDrop label="Devices CSV" accept={['.csv']} />);
    await expect.element(zone()).toHaveAttribute('data-state', 'idle');
    await expect.element(zone()).toHaveTextContent('Drag and drop a file here, or');
    await expectNoAxeViolations(document.body);

    const opened = vi.fn((event: Event) => event.preventDefault());
    fileInput().addEventListener('click', opened);
    await userEvent.tab();
    await expect.element(page.getByRole('button', { name: 'Browse' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(opened).toHaveBeenCalledTimes(1);
    expect(fileInput().accept).toBe('.csv');
  });

  it('takes a browsed file, lists it with its size and removes it by keyboard', async () => {
    const onFilesChange = vi.fn();
    await renderWithProviders(
      <FileDrop label="Devices CSV" accept={['.csv']} onFilesChange={onFilesChange} />,
    );
    const file = csv();
    choose(file);
    await expect.element(page.getByRole('listitem')).toHaveTextContent('devices.csv12 B');
    expect(onFilesChange).toHaveBeenLastCalledWith([file]);
    await expectNoAxeViolations(document.body);

    await userEvent.tab();
    await userEvent.tab();
    await expect.element(page.getByRole('button', { name: 'Remove devices.csv' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onFilesChange).toHaveBeenLastCalledWith([]);
    await expect.element(page.getByRole('listitem')).not.toBeInTheDocument();
  });

  it('takes dropped files and shows the dragging state', async () => {
    const onFilesChange = vi.fn();
    await renderWithProviders(<FileDrop label="Devices CSV" onFilesChange={onFilesChange} />);
    const target = zone().element();
    const event = new Event('dragover', { bubbles: true, cancelable: true });
    Object.defineProperty(event, 'dataTransfer', { value: { files: [], dropEffect: 'none' } });
    target.dispatchEvent(event);
    await expect.element(zone()).toHaveAttribute('data-state', 'dragging');
    expect(event.defaultPrevented).toBe(true);

    const file = csv('first.csv');
    drop(target, [file]);
    await expect.element(zone()).toHaveAttribute('data-state', 'idle');
    expect(onFilesChange).toHaveBeenLastCalledWith([file]);
    drop(target, [csv('second.csv')]);
    await expect.element(page.getByRole('listitem')).toHaveTextContent('second.csv');
    expect(page.getByRole('listitem').elements()).toHaveLength(1);
  });

  it('refuses a file of another type with "Invalid file type"', async () => {
    const onFilesChange = vi.fn();
    const onReject = vi.fn();
    await renderWithProviders(
      <FileDrop label="Devices CSV" accept={['.csv']} onFilesChange={onFilesChange} onReject={onReject} />,
    );
    choose(new File(['MZ'], 'setup.exe', { type: 'application/x-msdownload' }));
    await expect.element(zone()).toHaveAttribute('data-state', 'invalid');
    await expect.element(zone()).toHaveAccessibleDescription('Invalid file type');
    expect(onFilesChange).not.toHaveBeenCalled();
    expect(onReject.mock.lastCall?.[0][0].reason).toBe('type');
    await expectNoAxeViolations(document.body);
  });

  it('refuses an empty file with "File too small"', async () => {
    await renderWithProviders(<FileDrop label="Devices CSV" />);
    choose(new File([], 'empty.csv', { type: 'text/csv' }));
    await expect.element(zone()).toHaveAccessibleDescription('File too small');
  });

  it('refuses files over the limit with "File exceeds the limit of …", 1 GB by default', async () => {
    const onFilesChange = vi.fn();
    await renderWithProviders(
      <>
        <FileDrop label="Installer" onFilesChange={onFilesChange} />
        <FileDrop label="Icon" maxSize={1024} />
      </>,
    );
    const huge = { name: 'disk.vhdx', type: '', size: 1_073_741_825, lastModified: 0 };
    drop(zone('Installer').element(), [huge]);
    await expect.element(zone('Installer')).toHaveAccessibleDescription('File exceeds the limit of 1 GB');
    expect(onFilesChange).not.toHaveBeenCalled();

    drop(zone('Icon').element(), [new File(['x'.repeat(2048)], 'icon.png', { type: 'image/png' })]);
    await expect.element(zone('Icon')).toHaveAccessibleDescription('File exceeds the limit of 1 KB');
  });

  it('adds several files in multiple mode and names each refused one', async () => {
    const onFilesChange = vi.fn();
    await renderWithProviders(
      <FileDrop label="Helper files" multiple accept={['.csv']} onFilesChange={onFilesChange} />,
    );
    await expect.element(zone('Helper files')).toHaveTextContent('Drag and drop files here, or');
    const a = csv('a.csv');
    const b = csv('b.csv');
    choose(a, new File(['x'], 'b.txt', { type: 'text/plain' }), new File([], 'c.csv', { type: 'text/csv' }));
    await expect
      .element(zone('Helper files'))
      .toHaveAccessibleDescription('b.txt: Invalid file type · c.csv: File too small');
    expect(onFilesChange).toHaveBeenLastCalledWith([a]);
    choose(b);
    expect(onFilesChange).toHaveBeenLastCalledWith([a, b]);
    expect(page.getByRole('listitem').elements()).toHaveLength(2);
    await expect.element(zone('Helper files')).toHaveAttribute('data-state', 'idle');
  });

  it('names each browse button with its own browseLabel', async () => {
    const opened = vi.fn((event: Event) => event.preventDefault());
    await renderWithProviders(
      <>
        <FileDrop label="Script file" browseLabel="Browse for a script" accept={['.ps1']} />
        <FileDrop label="Helper files" browseLabel="Browse for helper files" multiple />
        <FileDrop label="Devices CSV" />
      </>,
    );
    await expect.element(page.getByRole('button', { name: 'Browse for a script' })).toBeVisible();
    await expect.element(page.getByRole('button', { name: 'Browse for helper files' })).toBeVisible();
    // Without one, the catalogue's text.
    await expect.element(zone().getByRole('button', { name: 'Browse', exact: true })).toBeVisible();
    expect(page.getByRole('button', { name: /^Browse/ }).elements()).toHaveLength(3);
    const scriptInput = zone('Script file').element().querySelector('input[type="file"]') as HTMLInputElement;
    scriptInput.addEventListener('click', opened);
    await page.getByRole('button', { name: 'Browse for a script' }).click();
    expect(opened).toHaveBeenCalledTimes(1);
    await expectNoAxeViolations(document.body);
  });

  it('ignores drops and hides remove buttons when disabled', async () => {
    const onFilesChange = vi.fn();
    await renderWithProviders(
      <FileDrop label="Devices CSV" disabled defaultFiles={[csv()]} onFilesChange={onFilesChange} />,
      { theme: 'dark' },
    );
    await expect.element(page.getByRole('button', { name: 'Browse' })).toBeDisabled();
    drop(zone().element(), [csv('other.csv')]);
    expect(onFilesChange).not.toHaveBeenCalled();
    expect(page.getByRole('button', { name: /^Remove/ }).elements()).toHaveLength(0);
    await expectNoAxeViolations(document.body);
  });
});
