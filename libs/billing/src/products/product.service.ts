import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { LockMode } from '@mikro-orm/core';
import { type Page, conflict, findPage, notFound, queryRows } from '@app/core';
import { InvoiceKind } from '../invoices/invoice.entity';
import {
  type ProductInput,
  type ProductListQuery,
  type ProductResponse,
  toProductResponse,
} from './product.dto';
import { Product, ProductStatus } from './product.entity';

/** Products in the back office: ORM CRUD (stock taken by sales is `ProductStock`'s). */
@Injectable()
export class ProductService {
  constructor(private readonly em: EntityManager) {}

  page(query: ProductListQuery, pageSize = query.pageSize): Promise<Page<ProductResponse>> {
    return findPage(
      this.em,
      Product,
      { ...query, pageSize },
      {
        where: query.status ? { status: query.status } : {},
        searchFields: ['code', 'name'],
        sortable: ['code', 'name', 'priceCents', 'stockOnHand', 'status', 'updatedAt'],
        defaultSort: { name: 'asc', id: 'asc' },
        map: toProductResponse,
      },
    );
  }

  /** What can be sold now: active products, by name. */
  async active(): Promise<ProductResponse[]> {
    const products = await this.em.find(
      Product,
      { status: ProductStatus.Active },
      { orderBy: { name: 'asc', id: 'asc' } },
    );
    return products.map(toProductResponse);
  }

  async get(id: number): Promise<ProductResponse> {
    return toProductResponse(await this.load(id));
  }

  /**
   * Creates or corrects a product. The row is locked first, so a stock count staff enter is not
   * lost to (or does not undo) a sale committing at the same moment.
   */
  async save(input: ProductInput & { id?: number }): Promise<ProductResponse> {
    return this.em.transactional(async () => {
      const existing = input.id ? await this.load(input.id, LockMode.PESSIMISTIC_WRITE) : undefined;
      const sameCode = await this.em.findOne(Product, {
        code: input.code,
        ...(existing ? { id: { $ne: existing.id } } : {}),
      });
      if (sameCode) {
        throw conflict('DUPLICATE_CODE', `Product ${sameCode.name} already has the code ${input.code}`);
      }
      const values = {
        code: input.code,
        name: input.name.trim(),
        description: input.description?.trim() || null,
        priceCents: input.priceCents,
        gstable: input.gstable,
        stockOnHand: input.stockOnHand,
        status: input.status,
      };
      const product = existing ? this.em.assign(existing, values) : this.em.create(Product, values);
      await this.em.flush();
      return toProductResponse(product);
    });
  }

  /** A product never sold is deleted; one with sales stays for its invoices (409: make it inactive). */
  async remove(id: number): Promise<void> {
    await this.em.transactional(async () => {
      const product = await this.load(id, LockMode.PESSIMISTIC_WRITE);
      const [sold] = await queryRows<{ count: number }>(
        this.em,
        `select count(*)::int as count from invoice
          where kind = ? and lines @> jsonb_build_array(jsonb_build_object('productId', ?::int))`,
        [InvoiceKind.Product, id],
      );
      if (sold.count > 0) {
        throw conflict(
          'PRODUCT_SOLD',
          `Product ${product.name} cannot be deleted: it is on ${sold.count} invoice(s); make it inactive instead`,
        );
      }
      this.em.remove(product);
      await this.em.flush();
    });
  }

  private async load(id: number, lockMode?: LockMode): Promise<Product> {
    const product = await this.em.findOne(Product, { id }, lockMode ? { lockMode } : {});
    if (!product) throw notFound('Product');
    return product;
  }
}
