// Hashed build assets are immutable for a year; everything else in public/ gets a short cache.
import path from 'node:path';
import express, { type RequestHandler } from 'express';

export function staticAssets(clientDir: string): RequestHandler[] {
  return [
    express.static(path.join(clientDir, 'assets'), {
      index: false,
      immutable: true,
      maxAge: '365d',
      fallthrough: false,
    }) as RequestHandler,
  ];
}

export function publicFiles(dir: string): RequestHandler {
  return express.static(dir, {
    index: false,
    redirect: false,
    setHeaders(res) {
      res.setHeader('Cache-Control', 'public, max-age=3600');
    },
  });
}
