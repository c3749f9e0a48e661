import { listByName } from '@app/config';
import { lookupIds, publishedEvent } from './catalog-samples';
import { createEntry } from './lookup-samples';
import { participantInput } from './people-samples';
import { registerOnline } from './registration-samples';
import { type TestClient } from './test-client';
import { type TestContext } from './test-context';

/**
 * A RES course class and a participant holding a seat in it (a PayNow hold, as checkout leaves
 * it), with the RES family's required details. `staff` must be a Staff or Administrator client.
 */
export const resSeat = async (
  ctx: TestContext,
  staff: TestClient,
  name = { firstName: 'Siti', lastName: 'Aminah' },
) => {
  const resTypes = await lookupIds(staff, 'restypes');
  const { id: educationId } = await createEntry(staff, listByName('educations')!);
  const event = await publishedEvent(staff, {
    typeCode: '10',
    title: 'RES Course (Paper 1 & 2)',
    course: { resTypeId: resTypes.COURSE },
  });
  const person = participantInput({ ...name, dateOfBirth: '1990-05-01', educationId });
  const registered = await registerOnline(await ctx.client(), [
    { eventId: event.eventId, participant: person },
  ]);
  if (registered.status !== 201)
    throw new Error(`RES registration failed: ${JSON.stringify(registered.body)}`);
  const [row] = await ctx.sql('select id from participant where email = ?', [person.email]);
  return {
    ...event,
    person,
    participantId: row.id as number,
    regNo: (registered.body as { regNo: string }).regNo,
  };
};

/** The link the last letter-of-undertaking mail to `email` carries, and its token. */
export const lastResLouLink = async (ctx: TestContext, email: string) => {
  const [mail] = await ctx.sql(
    `select context from mail_message where "to" = ? and template = 'res-lou' order by id desc limit 1`,
    [email],
  );
  const link = (mail.context as { link: string }).link;
  return { link, token: link.split('/').pop()! };
};

/** A RES seat whose letter of undertaking was e-mailed: the seat and the letter's token. */
export const sentResLou = async (ctx: TestContext, staff: TestClient) => {
  const seat = await resSeat(ctx, staff);
  await staff.post('/admin/resend-new-res-lou-email', { participantId: seat.participantId }).expect(200);
  return { ...seat, ...(await lastResLouLink(ctx, seat.person.email)) };
};
