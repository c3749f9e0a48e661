import { Body, Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import { ArrayMaxSize, IsArray, IsString, MaxLength } from 'class-validator';
import { CheckPolicies, type Page, PageQueryDto, RecordId } from '@app/core';
import { ExclusiveBundleInput, PromoCodeInput, type PromoCodeResponse } from './promo-code.dto';
import { PromotionsService } from './promotions.service';

export class PromoCheckDto {
  @IsString()
  @MaxLength(40)
  code!: string;

  @IsArray()
  @ArrayMaxSize(50)
  @RecordId({ each: true })
  courseIds!: number[];
}

/** Promo codes in the back office, and the staff-side check of one (spec 7.6 promocode/check). */
@Controller('admin')
export class PromotionsController {
  constructor(private readonly promotions: PromotionsService) {}

  @Post('registration/promocode/check')
  @HttpCode(200)
  @CheckPolicies('create', 'Registration')
  async check(@Body() dto: PromoCheckDto) {
    return { valid: true, rule: await this.promotions.rule(dto.code, dto.courseIds) };
  }

  @Get('promocodes/getallbypage')
  @CheckPolicies('read', 'Configuration')
  page(@Query() query: PageQueryDto): Promise<Page<PromoCodeResponse>> {
    return this.promotions.page(query);
  }

  @Post('promocode/save')
  @HttpCode(200)
  @CheckPolicies('update', 'Configuration')
  save(@Body() input: PromoCodeInput): Promise<PromoCodeResponse> {
    return this.promotions.save(input);
  }

  @Get('exclusivebundles/getall')
  @CheckPolicies('read', 'Configuration')
  bundles() {
    return this.promotions.allBundles();
  }

  @Post('exclusivebundle/save')
  @HttpCode(200)
  @CheckPolicies('update', 'Configuration')
  saveBundle(@Body() input: ExclusiveBundleInput) {
    return this.promotions.saveBundle(input);
  }
}
