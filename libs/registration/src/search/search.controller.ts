import { Controller, Get, Query } from '@nestjs/common';
import { type AppAbility, CheckPolicies, CurrentAbility } from '@app/core';
import { GlobalSearchQueryDto, type SearchResults } from './search.dto';
import { SearchService } from './search.service';

/** Spec 7.6 search: one filter type across registrations, participants, invoices and receipts. */
@Controller('admin/register/search')
export class SearchController {
  constructor(private readonly searches: SearchService) {}

  /** Each group appears only for readers of its kind of record; NRICs are masked as elsewhere. */
  @Get('filter')
  @CheckPolicies('read', 'Registration')
  filter(
    @Query() query: GlobalSearchQueryDto,
    @CurrentAbility() ability: AppAbility,
  ): Promise<SearchResults> {
    return this.searches.search(query, ability);
  }
}
