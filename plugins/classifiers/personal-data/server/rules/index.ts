/** Every built-in rule, global entities first, then national identifiers by country. */
import type { Rule } from '../engine/rule';
import { EMAIL_ADDRESS, PHONE_NUMBER, URL } from './contact';
import { CREDIT_CARD, CRYPTO, IBAN_CODE } from './financial';
import { IP_ADDRESS, MAC_ADDRESS } from './network';
import { DATE_OF_BIRTH } from './dob';
import { US_RULES } from './us';
import { UK_RULES } from './uk';
import { DE_RULES } from './de';
import { FR_RULES } from './fr';
import { ES_RULES } from './es';
import { IT_RULES } from './it';
import { NL_RULES } from './nl';
import { PL_RULES } from './pl';
import { SE_RULES } from './se';
import { FI_RULES } from './fi';
import { IN_RULES } from './in';
import { AU_RULES } from './au';
import { SG_RULES } from './sg';
import { KR_RULES } from './kr';
import { ZA_RULES } from './za';
import { TR_RULES } from './tr';
import { CA_RULES } from './ca';
import { MEDICAL_RULES } from './medical';
import { TH_RULES } from './th';
import { KR_BRN_RULES } from './kr-brn';
import { NG_RULES } from './ng';
import { RU_RULES } from './ru';
import { TW_RULES } from './tw';
import { BR_RULES } from './br';
import { MX_RULES } from './mx';
import { AR_RULES } from './ar';
import { CL_RULES } from './cl';
import { CN_RULES } from './cn';
import { JP_RULES } from './jp';
import { IL_RULES } from './il';
import { NZ_RULES } from './nz';
import { CH_RULES } from './ch';
import { NO_RULES } from './no';
import { BE_RULES } from './be';
import { DK_RULES } from './dk';
import { PT_RULES } from './pt';
import { RO_RULES } from './ro';
import { BG_RULES } from './bg';
import { HR_RULES } from './hr';
import { CZ_RULES } from './cz';
import { EE_RULES } from './ee';
import { IE_RULES } from './ie';
import { AT_RULES } from './at';
import { GR_RULES } from './gr';
import { SI_RULES } from './si';
import { LV_RULES } from './lv';
import { IS_RULES } from './is';
import { CO_RULES } from './co';
import { PE_RULES } from './pe';
import { EC_RULES } from './ec';
import { UA_RULES } from './ua';
import { MY_RULES } from './my';
import { HK_RULES } from './hk';
import { AE_RULES } from './ae';
import { PK_RULES } from './pk';
import { ID_RULES } from './id';
import { LU_RULES } from './lu';
import { HU_RULES } from './hu';
import { VE_RULES } from './ve';
import { NAME_RULES } from './names';
import { IT_DOCUMENT_RULES } from './it-documents';
import { IN_DOCUMENT_RULES } from './in-documents';
import { KR_DOCUMENT_RULES } from './kr-documents';
import { SG_UEN } from './sg-uen';
import { DATE_TIME } from './date-time';
import { NRP } from './nrp';

export const GLOBAL_RULES: Rule[] = [EMAIL_ADDRESS, PHONE_NUMBER, CREDIT_CARD, IBAN_CODE, IP_ADDRESS, MAC_ADDRESS, URL, CRYPTO, DATE_OF_BIRTH];

export const ALL_RULES: Rule[] = [
  ...GLOBAL_RULES,
  ...US_RULES,
  ...UK_RULES,
  ...DE_RULES,
  ...FR_RULES,
  ...ES_RULES,
  ...IT_RULES,
  ...IT_DOCUMENT_RULES,
  ...NL_RULES,
  ...PL_RULES,
  ...SE_RULES,
  ...FI_RULES,
  ...IN_RULES,
  ...IN_DOCUMENT_RULES,
  ...AU_RULES,
  ...SG_RULES,
  SG_UEN,
  ...KR_RULES,
  ...KR_DOCUMENT_RULES,
  ...ZA_RULES,
  ...TR_RULES,
  ...CA_RULES,
  ...MEDICAL_RULES,
  ...KR_BRN_RULES,
  ...TH_RULES,
  ...NG_RULES,
  ...RU_RULES,
  ...TW_RULES,
  ...BR_RULES,
  ...MX_RULES,
  ...AR_RULES,
  ...CL_RULES,
  ...CN_RULES,
  ...JP_RULES,
  ...IL_RULES,
  ...NZ_RULES,
  ...CH_RULES,
  ...NO_RULES,
  ...BE_RULES,
  ...DK_RULES,
  ...PT_RULES,
  ...RO_RULES,
  ...BG_RULES,
  ...HR_RULES,
  ...CZ_RULES,
  ...EE_RULES,
  ...IE_RULES,
  ...AT_RULES,
  ...GR_RULES,
  ...SI_RULES,
  ...LV_RULES,
  ...IS_RULES,
  ...CO_RULES,
  ...PE_RULES,
  ...EC_RULES,
  ...UA_RULES,
  ...MY_RULES,
  ...HK_RULES,
  ...AE_RULES,
  ...PK_RULES,
  ...ID_RULES,
  ...LU_RULES,
  ...HU_RULES,
  ...VE_RULES,
  ...NAME_RULES,
  NRP,
  DATE_TIME,
];
