/**
 * The extractor plugins the server assembles, in order of precedence for content sniffing (archives
 * before the ZIP-based office formats, so a zip with an unknown extension is read as an archive).
 * Worker threads load this module by its path: see EXTRACTOR_PLUGINS_ENTRY.
 */
import type { ServerPluginDefinition } from '@fathom/sdk/server';
import archive from '../../plugins/extractors/archive/server';
import email from '../../plugins/extractors/email/server';
import image from '../../plugins/extractors/image/server';
import legacyOffice from '../../plugins/extractors/legacy-office/server';
import markup from '../../plugins/extractors/markup/server';
import ooxml from '../../plugins/extractors/ooxml/server';
import opendocument from '../../plugins/extractors/opendocument/server';
import pdf from '../../plugins/extractors/pdf/server';
import rtf from '../../plugins/extractors/rtf/server';
import text from '../../plugins/extractors/text/server';

export const EXTRACTOR_PLUGINS_ENTRY = 'host/server/extractors.ts';

export const extractorPlugins: ServerPluginDefinition[] = [pdf, rtf, opendocument, archive, ooxml, legacyOffice, email, markup, image, text];
