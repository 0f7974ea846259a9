import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  CSV_IMPORTS_KEY,
  forgetLoadedImports,
  REMEMBERED_IMPORTS,
  rememberImport,
  useImportOf,
} from './csvImports';

afterEach(() => {
  localStorage.clear();
  forgetLoadedImports();
});

describe('the upload → import link', () => {
  it('survives a reload: a finished upload still finds the import it started', () => {
    rememberImport('upload-1', 'job-1');
    forgetLoadedImports(); // what a reload does to the module's memory
    const { result } = renderHook(() => useImportOf('upload-1'));
    expect(result.current).toBe('job-1');
  });

  it('keeps only the newest links', () => {
    for (let i = 0; i < REMEMBERED_IMPORTS + 5; i++) rememberImport(`upload-${i}`, `job-${i}`);
    forgetLoadedImports();
    expect(renderHook(() => useImportOf('upload-0')).result.current).toBeUndefined();
    expect(renderHook(() => useImportOf(`upload-${REMEMBERED_IMPORTS + 4}`)).result.current).toBe(
      `job-${REMEMBERED_IMPORTS + 4}`,
    );
    const saved = JSON.parse(localStorage.getItem(CSV_IMPORTS_KEY) ?? '[]') as unknown[];
    expect(saved).toHaveLength(REMEMBERED_IMPORTS);
  });

  it('reads storage holding something else as no links', () => {
    localStorage.setItem(CSV_IMPORTS_KEY, '{"not": "a list"');
    expect(renderHook(() => useImportOf('upload-1')).result.current).toBeUndefined();
    rememberImport('upload-1', 'job-1');
    expect(renderHook(() => useImportOf('upload-1')).result.current).toBe('job-1');
  });
});
