import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { conflict, fieldError, notFound, queryRows, sqlPlaceholders } from '@app/core';
import { ProductStatus } from './product.entity';

export interface StockRequest {
  productId: number;
  quantity: number;
}

/** A product as a sale took it: the price and GST flag at that moment. */
export interface TakenProduct {
  id: number;
  code: string;
  name: string;
  priceCents: number;
  gstable: boolean;
  quantity: number;
}

/**
 * Takes stock for a sale inside the caller's transaction, in two set-based statements: the rows
 * locked in id order (two sales of the same products in another order cannot deadlock), then one
 * guarded update (`stock_on_hand >= n`) that PostgreSQL re-checks after any concurrent sale
 * commits, so stock never goes below zero; anything short is a 409 and the caller rolls back.
 */
@Injectable()
export class ProductStock {
  constructor(private readonly em: EntityManager) {}

  async take(requests: StockRequest[]): Promise<TakenProduct[]> {
    const wanted = new Map<number, number>();
    for (const request of requests) {
      wanted.set(request.productId, (wanted.get(request.productId) ?? 0) + request.quantity);
    }
    const ids = [...wanted.keys()].sort((a, b) => a - b);
    await queryRows(
      this.em,
      `select id from product where id in (${sqlPlaceholders(ids)}) order by id for update`,
      ids,
    );
    const taken = await queryRows<{
      id: number;
      code: string;
      name: string;
      price_cents: number;
      gstable: boolean;
    }>(
      this.em,
      `update product p
          set stock_on_hand = p.stock_on_hand - w.quantity, updated_at = now()
         from jsonb_to_recordset(?::jsonb) as w(product_id int, quantity int)
        where p.id = w.product_id and p.status = ? and p.stock_on_hand >= w.quantity
        returning p.id, p.code, p.name, p.price_cents, p.gstable`,
      [JSON.stringify(ids.map((id) => ({ product_id: id, quantity: wanted.get(id) }))), ProductStatus.Active],
    );
    if (taken.length < ids.length) await this.refuse(ids, new Set(taken.map((row) => row.id)), wanted);
    const byId = new Map(taken.map((row) => [row.id, row]));
    // In the order the sale listed them, one line per request.
    return requests.map((request) => {
      const row = byId.get(request.productId)!;
      return {
        id: row.id,
        code: row.code,
        name: row.name,
        priceCents: row.price_cents,
        gstable: row.gstable,
        quantity: request.quantity,
      };
    });
  }

  /** Why a product could not be taken: unknown (404), inactive (400) or out of stock (409). */
  private async refuse(ids: number[], taken: Set<number>, wanted: Map<number, number>): Promise<never> {
    const missing = ids.filter((id) => !taken.has(id));
    const rows = await queryRows<{ id: number; name: string; status: ProductStatus; stock_on_hand: number }>(
      this.em,
      `select id, name, status, stock_on_hand from product where id in (${sqlPlaceholders(missing)}) order by id`,
      missing,
    );
    if (rows.length < missing.length) throw notFound('Product');
    const inactive = rows.find((row) => row.status !== ProductStatus.Active);
    if (inactive) throw fieldError('items', `${inactive.name} is not for sale (inactive)`);
    const short = rows[0];
    throw conflict(
      'OUT_OF_STOCK',
      `${short.name} is out of stock: ${short.stock_on_hand} left, ${wanted.get(short.id)} wanted`,
    );
  }
}
