import { Body, Controller, Delete, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { CheckPolicies, IdPipe, PageSizePipe } from '@app/core';
import { ProductInput, ProductListQuery, UpdateProductInput } from './product.dto';
import { ProductService } from './product.service';

/** Products (spec 7.7): Staff and Administrator write, Customer Service Officers read. */
@Controller('admin')
export class ProductsController {
  constructor(private readonly products: ProductService) {}

  /** What can be sold now (the sale form's picker). */
  @Get('products/get/all')
  @CheckPolicies('read', 'Product')
  all() {
    return this.products.active();
  }

  @Get('products/get/allbypage')
  @CheckPolicies('read', 'Product')
  page(@Query() query: ProductListQuery) {
    return this.products.page(query);
  }

  /** The contract puts the page size in the path: `get/bypage/20?keyword=...&page=2`. */
  @Get('products/get/bypage/:items')
  @CheckPolicies('read', 'Product')
  pageOf(@Param('items', PageSizePipe) items: number, @Query() query: ProductListQuery) {
    return this.products.page(query, items);
  }

  @Get('product/:id/get')
  @CheckPolicies('read', 'Product')
  get(@Param('id', IdPipe) id: number) {
    return this.products.get(id);
  }

  @Post('product/create')
  @CheckPolicies('create', 'Product')
  create(@Body() input: ProductInput) {
    return this.products.save(input);
  }

  @Post('product/update')
  @HttpCode(200)
  @CheckPolicies('update', 'Product')
  update(@Body() input: UpdateProductInput) {
    return this.products.save(input);
  }

  /** A product never sold; one with sales is 409 (make it inactive). */
  @Delete('product/delete/:id')
  @HttpCode(204)
  @CheckPolicies('delete', 'Product')
  async remove(@Param('id', IdPipe) id: number): Promise<void> {
    await this.products.remove(id);
  }
}
