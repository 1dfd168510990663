/** The actions area's wire shapes and rules live in the SDK (sdk/api/actions.ts): the policy area shows them too. */
export * from '@fathom/sdk/api/actions';
