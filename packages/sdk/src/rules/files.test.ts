import { describe, expect, it } from 'vitest';
import {
  checkImportProcessing,
  detectPastedCsv,
  selectImportFiles,
  validateChatAttachments,
} from './files.js';
import { VALIDATION } from './messages.js';

const MB = 1024 * 1024;
const file = (name: string, size = 100, type = 'text/csv') => ({ name, size, type });

describe('detectPastedCsv', () => {
  it.each([
    ['comma', 'name,email\nJane,jane@acme.com', true],
    ['semicolon', 'name;email\nJane;jane@acme.com', true],
    ['tab', 'name\temail\nJane\tjane@acme.com', true],
    ['pipe', 'name|email\nJane|jane@acme.com', true],
    ['CRLF', 'a,b\r\n1,2', true],
    ['classic Mac CR line ends', 'a,b\r1,2', true],
    ['space is no delimiter', 'a b\nc d', false],
    ['blank lines around', '\n\na,b\n\nc,d\n', true],
    ['one line only', 'name,email', false],
    ['one line plus empty lines', 'name,email\n\n   \n', false],
    ['two lines, single column', 'name\nJane', false],
    ['prose with a comma on line two only', 'Met Jane today\nshe wants a demo, Tuesday', false],
    ['leading empty line', '\nname,email\nJane,jane@acme.com', true],
    ['empty', '', false],
  ])('%s', (_, text, expected) => {
    expect(detectPastedCsv(text)).toBe(expected);
  });
});

describe('validateChatAttachments', () => {
  it.each([
    ['one small CSV', [file('a.csv')], null],
    ['exactly 20MB in total', [file('a.csv', 10 * MB), file('b.csv', 10 * MB)], null],
    ['over 20MB in total', [file('a.csv', 10 * MB), file('b.csv', 10 * MB + 1)], VALIDATION.fileSizeExceeded],
    ['a PDF', [file('a.pdf', 10, 'application/pdf')], VALIDATION.invalidFileType],
    ['CSV by extension with an empty type', [file('a.csv', 10, '')], null],
    ['nothing', [], null],
  ])('%s', (_, files, expected) => {
    expect(validateChatAttachments(files)).toEqual(expected);
  });
});

describe('selectImportFiles', () => {
  it('accepts CSV, Excel, JSON and text files', () => {
    const incoming = [
      file('a.csv'),
      file('b.xlsx', 10, 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'),
      file('c.json', 10, 'application/json'),
      file('d.txt', 10, 'text/plain'),
    ];
    const result = selectImportFiles([], incoming);
    expect(result.files.map((f) => f.name)).toEqual(['a.csv', 'b.xlsx', 'c.json', 'd.txt']);
    expect(result.problem).toBeNull();
  });

  it('rejects other types and keeps the rest', () => {
    const result = selectImportFiles([], [file('a.png', 10, 'image/png'), file('b.csv')]);
    expect(result.problem).toEqual(VALIDATION.invalidFileType);
    expect(result.files.map((f) => f.name)).toEqual(['b.csv']);
  });

  it.each([
    [10 * MB - 1, null],
    [10 * MB, VALIDATION.fileTooLarge],
  ])('a file of %d bytes gives %j', (size, problem) => {
    expect(selectImportFiles([], [file('a.csv', size)]).problem).toEqual(problem);
  });

  it('skips duplicate names, against the selection and within the batch', () => {
    const result = selectImportFiles([file('a.csv')], [file('a.csv'), file('b.csv'), file('b.csv')]);
    expect(result.files.map((f) => f.name)).toEqual(['a.csv', 'b.csv']);
    expect(result.duplicates).toEqual(['a.csv', 'b.csv']);
  });
});

describe('checkImportProcessing', () => {
  it.each([
    ['no files', [], VALIDATION.noFilesSelected],
    ['no CSV among them', [file('a.json', 1, 'application/json')], VALIDATION.noCsvFile],
    ['a CSV', [file('a.json', 1, 'application/json'), file('b.csv')], null],
  ])('%s', (_, files, expected) => {
    expect(checkImportProcessing(files)).toEqual(expected);
  });
});
