import type { Generated } from 'kysely';

/** Tables of the platform: tree objects, users' credentials, tokens, the login throttle, grants, properties, settings. */
export interface PlatformTables {
  objects: {
    object_id: string;
    parent_id: string | null;
    name: string;
    sort_name: Generated<string>; // name folded for sibling order (server/tree/order.ts sortNameOf); '' when not given
    class_id: string;
    tags: string; // JSON
    client_id: string | null; // the owning client (null above clients), for cross-client checks
    path_ids: string; // '/id1/id2/.../self/' materialised path of ids, for subtree queries
    created_at: number;
    updated_at: number;
  };
  credentials: {
    user_object_id: string;
    client_key: string; // owning client's object id, '' for platform users
    user_id: string;
    user_id_key: string; // lower case
    provider: string;
    password_hash: string | null; // argon2id
    email: string | null;
    phone: string | null; // JSON {number, countryCode} or plain text
    language: string | null;
    is_activated: number; // 0/1
    created_at: number;
  };
  tokens: {
    token_hash: string; // sha256 hex of the bearer token
    user_object_id: string;
    created_at: number;
    expires_at: number; // epoch ms; slides forward while the token is used
  };
  login_throttle: {
    account_key: string;
    failures: number;
    locked_until: number; // epoch ms
    updated_at: number;
  };
  grants: {
    object_id: string;
    trustee_id: string;
    codes: string; // comma-separated permission codes
  };
  properties: {
    object_id: string;
    property_id: string;
    owner_id: string; // '' for a node's own property, else the user object id (PID_UI)
    value: string; // JSON
    updated_at: number;
  };
  group_members: {
    group_id: string; // a role (class group)
    member_id: string; // a user
  };
  settings: {
    key: string;
    value: string; // JSON
  };
  sign_in_attempts: {
    attempt_hash: string;
    state_hash: string;
    method_id: string;
    redirect_uri: string;
    keep: string; // sealed JSON
    created_at: number;
    expires_at: number;
  };
}
