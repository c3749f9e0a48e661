import { Body, Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import { CheckPolicies, IdDto, IdsDto, type Page, SearchFilterQueryDto, requireId } from '@app/core';
import { CorporateInput, type CorporateResponse } from './corporate.dto';
import { CorporateService } from './corporate.service';

/** Corporates of spec 7.2; delete and logs come from the shared lifecycle routes. */
@Controller('admin')
export class CorporatesController {
  constructor(private readonly corporates: CorporateService) {}

  @Get('corporates/getall')
  @CheckPolicies('read', 'Corporate')
  all(): Promise<CorporateResponse[]> {
    return this.corporates.all();
  }

  @Get('corporates/getallbypage')
  @CheckPolicies('read', 'Corporate')
  page(@Query() query: SearchFilterQueryDto): Promise<Page<CorporateResponse>> {
    return this.corporates.page(query);
  }

  /** `searchType` Name or Company Registration No., with `keyword`. */
  @Get('corporates/filter')
  @CheckPolicies('read', 'Corporate')
  filter(@Query() query: SearchFilterQueryDto): Promise<Page<CorporateResponse>> {
    return this.corporates.page(query);
  }

  @Post('corporate/getbyid')
  @HttpCode(200)
  @CheckPolicies('read', 'Corporate')
  get(@Body() dto: IdDto): Promise<CorporateResponse> {
    return this.corporates.get(dto.id);
  }

  @Post('corporates/getallbyid')
  @HttpCode(200)
  @CheckPolicies('read', 'Corporate')
  byIds(@Body() dto: IdsDto): Promise<CorporateResponse[]> {
    return this.corporates.byIds(dto.ids);
  }

  @Post('corporate/create')
  @CheckPolicies('create', 'Corporate')
  create(@Body() input: CorporateInput): Promise<CorporateResponse> {
    return this.corporates.save({ ...input, id: undefined });
  }

  @Post('corporate/update')
  @HttpCode(200)
  @CheckPolicies('update', 'Corporate')
  update(@Body() input: CorporateInput): Promise<CorporateResponse> {
    return this.corporates.save(requireId(input));
  }
}
