/** Named errors of a variant's boot: each says which plugin, token or contribution is at fault. */
export class BootError extends Error {
  constructor(name: string, message: string) {
    super(message);
    this.name = name;
  }
}
export class DuplicatePluginIdError extends BootError {
  constructor(public readonly pluginId: string) {
    super('DuplicatePluginIdError', `Plugin id '${pluginId}' appears more than once in the variant.`);
  }
}
export class DuplicateContributionIdError extends BootError {
  constructor(
    public readonly pointId: string,
    public readonly contributionId: string,
    plugins: string[],
  ) {
    super('DuplicateContributionIdError', `Contribution '${contributionId}' to '${pointId}' is made by more than one plugin or twice (${plugins.join(', ')}).`);
  }
}
export class MissingRequirementError extends BootError {
  constructor(
    public readonly pluginId: string,
    public readonly tokenId: string,
  ) {
    super('MissingRequirementError', `Plugin '${pluginId}' requires '${tokenId}', which no plugin of the variant and no core service provides.`);
  }
}
export class PluginCycleError extends BootError {
  constructor(public readonly cycle: string[]) {
    super('PluginCycleError', `Plugins depend on each other in a cycle: ${cycle.join(' -> ')}.`);
  }
}
export class DuplicateProviderError extends BootError {
  constructor(
    public readonly tokenId: string,
    providers: string[],
  ) {
    super('DuplicateProviderError', `Token '${tokenId}' is provided by ${providers.join(' and ')}; list it in the variant's override to allow this.`);
  }
}
export class UndeclaredProviderError extends BootError {
  constructor(
    public readonly pluginId: string,
    public readonly tokenId: string,
  ) {
    super('UndeclaredProviderError', `Plugin '${pluginId}' provides '${tokenId}' without declaring it in 'provides'.`);
  }
}
export class RegistryFrozenError extends BootError {
  constructor(what: string) {
    super('RegistryFrozenError', `Registries are frozen after registration: ${what} was refused.`);
  }
}
export class PluginStartError extends BootError {
  constructor(
    public readonly pluginId: string,
    cause: unknown,
  ) {
    super('PluginStartError', `Plugin '${pluginId}' failed to start: ${cause instanceof Error ? cause.message : String(cause)}`);
  }
}
