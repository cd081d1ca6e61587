import type { FastifyInstance } from 'fastify';

/** Neraca Saldo and Buku Besar (on the report definition helper): written last. */
export function registerAccountingReports(_app: FastifyInstance): void {}
