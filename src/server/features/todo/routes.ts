/** The overview's to-do list (issue 51), admin only: what waits on the founder, counted (service.ts). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminTodoSchema } from '../../../shared/contracts/admin.ts';
import { createAdminTodo } from './service.ts';

export const todoRoutes: FastifyPluginAsyncZod = async (app) => {
  const todo = createAdminTodo({ db: app.services.database.db, books: app.services.books, calendars: app.services.calendars });
  const config = { access: 'admin' as const };
  const tags = ['admin'];

  app.get(
    '/api/admin/todo',
    {
      config,
      schema: {
        tags,
        summary: "The Overview's to-do list: how many UPI payments to verify, overdue UTRs, refunds to make by hand, sessions and online events without a meeting link, booked sessions outside her hours, unanswered messages and stale calendars (only those with something to do)",
        response: { 200: adminTodoSchema },
      },
    },
    () => todo.list(),
  );
};
