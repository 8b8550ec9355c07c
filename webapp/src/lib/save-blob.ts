// A downloaded file (the api client's download) saved through a blob link, for every screen that offers one.

export interface Download {
  blob: Blob;
  fileName: string;
}

export function saveBlob({ blob, fileName }: Download): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
