/**
 * The visual-machine module's public face (docs/architecture.md, "Module boundaries"): code outside
 * `modules/visual-machine/` imports only what this file exports.
 */
export { HistoryRanking } from './history-ranking';
export { ProductPickerRepository } from './product-picker.repository';
export { productPickerRoutes } from './product-picker.routes';
export { ProductPickerService } from './product-picker.service';
export { recommendRoutes } from './recommend.routes';
export { RecommendService } from './recommend.service';
export type { RecommendDependencies } from './recommend.service';
export { visualMachineRoutes } from './visual-machine.routes';
export { VmAvailabilityService, productList } from './vm-availability.service';
export { VmItemAvailabilityRepository } from './vm-item-availability.repository';
export { VmItemsRepository } from './vm-items.repository';
export { bannerKind, campaignKind, recommendationKind } from './vm-kinds';
export { VmListsService } from './vm-lists.service';
export type { VmListsDependencies } from './vm-lists.service';
export { vmSearchRulesLoader } from './vm-search-rules.loader';
export { VmSearchRulesStore } from './vm-search-rules.store';
export { NO_VM_RULES, vmSearchEffect } from './vm-search-rules';
export type { VmSearchRules } from './vm-search-rules';
export { VmSettingsService } from './vm-settings.service';
export { createVisualMachineModule } from './visual-machine.module';
export type { VisualMachineModule } from './visual-machine.module';
export { compileVmRules } from './vm-search-rules';
