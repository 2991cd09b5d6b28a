/**
 * Vocabularies for people, businesses and streets, per master-data language. Every name is
 * invented from these lists; none refers to a real business.
 */
import type { Country } from '@anp/rules';
import type { DemoMarket } from './markets';
import type { Rng } from './rng';

// prettier-ignore
const EN_FIRST = [
  'James', 'Mary', 'Robert', 'Linda', 'Michael', 'Karen', 'David', 'Susan', 'Daniel', 'Emily',
  'Cody', 'Dustin', 'Travis', 'Amanda', 'Jessica', 'Kyle', 'Brandon', 'Sarah', 'Megan', 'Wyatt',
  'Tyler', 'Hannah', 'Luke', 'Garrett', 'Colton', 'Brooke', 'Dale', 'Shawn', 'Heather', 'Justin',
] as const;
// prettier-ignore
const EN_LAST = [
  'Anderson', 'Miller', 'Johnson', 'Schmidt', 'Olson', 'Peterson', 'Larson', 'Hansen', 'Nelson',
  'Fischer', 'Wagner', 'Becker', 'Hoffman', 'Jensen', 'Meyer', 'Carlson', 'Thompson', 'Brooks',
  'Walker', 'Harris', 'Baker', 'Mitchell', 'Turner', 'Campbell', 'Morgan', 'Foster', 'Reed',
  'Hayes', 'Wright', 'Bennett', 'Sullivan', 'Fletcher', 'Dawson', 'Kramer', 'Vogel', 'Yoder',
] as const;
// prettier-ignore
const CA_LAST = [
  'Tremblay', 'Gagnon', 'Roy', 'Côté', 'Bouchard', 'Gauthier', 'Morin', 'Lavoie', 'Fortin',
  'Pelletier', 'Bergeron', 'Wiebe', 'Friesen', 'Penner', 'Klassen', 'MacDonald', 'Fraser',
] as const;
// prettier-ignore
const ES_FIRST = [
  'José', 'Juan', 'Luis', 'Carlos', 'Miguel', 'Jorge', 'Francisco', 'Alejandro', 'Ricardo',
  'Fernando', 'María', 'Guadalupe', 'Ana', 'Rosa', 'Lucía', 'Carmen', 'Patricia', 'Verónica',
  'Sofía', 'Daniela', 'Héctor', 'Raúl', 'Adriana', 'Gabriela', 'Óscar', 'Mario',
] as const;
// prettier-ignore
const ES_LAST = [
  'García', 'Hernández', 'Martínez', 'López', 'González', 'Rodríguez', 'Pérez', 'Sánchez',
  'Ramírez', 'Flores', 'Torres', 'Rivera', 'Gómez', 'Díaz', 'Morales', 'Reyes', 'Cruz', 'Ortiz',
  'Castillo', 'Vargas', 'Mendoza', 'Rojas', 'Chávez', 'Herrera', 'Aguilar', 'Medina', 'Salazar',
] as const;
const ES_LAST_ANDEAN = ['Quispe', 'Mamani', 'Huamán', 'Condori', 'Ccori', 'Paredes'] as const;
// prettier-ignore
const ES_LAST_CENTRAL = [
  'Cifuentes', 'Barrios', 'Orellana', 'Zelaya', 'Mejía', 'Solórzano',
] as const;
// prettier-ignore
const PT_FIRST = [
  'João', 'José', 'Antônio', 'Francisco', 'Carlos', 'Paulo', 'Pedro', 'Lucas', 'Marcos', 'Rafael',
  'Maria', 'Ana', 'Francisca', 'Juliana', 'Fernanda', 'Patrícia', 'Aline', 'Camila', 'Gustavo',
] as const;
// prettier-ignore
const PT_LAST = [
  'Silva', 'Santos', 'Oliveira', 'Souza', 'Rodrigues', 'Ferreira', 'Alves', 'Pereira', 'Lima',
  'Gomes', 'Costa', 'Ribeiro', 'Martins', 'Carvalho', 'Almeida', 'Lopes', 'Schneider', 'Zanella',
  'Bortolini', 'Dalmolin', 'Weber',
] as const;
// prettier-ignore
const KO_SURNAMES = [
  '김', '이', '박', '최', '정', '강', '조', '윤', '장', '임', '한', '오', '서', '신',
] as const;
// prettier-ignore
const KO_GIVEN = [
  '민준', '서준', '도윤', '예준', '시우', '하준', '지호', '서연', '서윤', '지우', '하은', '민서', '영수', '정훈', '성민', '현우',
  '동현', '은지', '상철', '경희', '재원', '미숙',
] as const;

/** A person's first and last name, in the market's language. */
export interface PersonName {
  first: string;
  last: string;
}

export function personName(rng: Rng, market: Country): PersonName {
  switch (market) {
    case 'us':
      return { first: rng.pick(EN_FIRST), last: rng.pick(EN_LAST) };
    case 'canada':
      return {
        first: rng.pick(EN_FIRST),
        last: rng.chance(0.4) ? rng.pick(CA_LAST) : rng.pick(EN_LAST),
      };
    case 'br':
      return { first: rng.pick(PT_FIRST), last: rng.pick(PT_LAST) };
    case 'kr':
      return { first: rng.pick(KO_GIVEN), last: rng.pick(KO_SURNAMES) };
    case 'pe':
      return {
        first: rng.pick(ES_FIRST),
        last: rng.chance(0.4) ? rng.pick(ES_LAST_ANDEAN) : rng.pick(ES_LAST),
      };
    case 'gt':
    case 'hn':
    case 'ni':
    case 'cr':
      return {
        first: rng.pick(ES_FIRST),
        last: rng.chance(0.3) ? rng.pick(ES_LAST_CENTRAL) : rng.pick(ES_LAST),
      };
    default:
      return { first: rng.pick(ES_FIRST), last: rng.pick(ES_LAST) };
  }
}

/** "First Last", or family name first without a space for Korean. */
export function fullName(name: PersonName, market: Country): string {
  return market === 'kr' ? `${name.last}${name.first}` : `${name.first} ${name.last}`;
}

// prettier-ignore
const EN_PLACES = [
  'Prairie', 'Cedar Creek', 'Hillside', 'Red River', 'Big Sky', 'Clearwater', 'Oak Grove',
  'Pine Ridge', 'Twin Lakes', 'Willow Springs', 'Stony Point', 'Heartland', 'Golden Plains',
  'Rolling Hills', 'Sandhill', 'Bluestem', 'Riverbend', 'Sunrise', 'Timberline', 'Elk Creek',
  'Cottonwood', 'Lone Tree', 'North Star', 'Harvest', 'Meadowbrook', 'Brookside', 'Deer Valley',
  'Spring Valley', 'Green Acres', 'High Plains', 'Frontier', 'Silver Lake', 'Maple Grove',
  'Walnut Hill', 'Bear Creek', 'Pleasant View', 'Country Lane', 'Tri-County', 'Mid-Valley',
] as const;
// prettier-ignore
const EN_PLACE_PATTERNS = [
  '{p} Farm Supply', '{p} Feed & Seed', '{p} Co-op', '{p} Farmers Cooperative', '{p} Grain & Feed',
  '{p} Ag Center', '{p} Country Store', '{p} Livestock Supply', '{p} Valley Feeds',
  '{p} Feed Mill', '{p} Farm & Ranch Supply', '{p} Elevator',
] as const;
// prettier-ignore
const EN_FAMILY_PATTERNS = [
  '{s} Feed Mill', '{s} Ranch', '{s} Hog Farms', '{s} Dairy', '{s} Poultry', '{s} Family Farms',
  '{s} Farm Supply', '{s} Cattle Co.', '{s} Brothers Feed', '{s} Pork', '{s} & Sons Feed',
] as const;
// prettier-ignore
const CA_FR_PATTERNS = [
  'Coopérative Agricole {c}', 'Meunerie {s}', 'Ferme {s}', 'Moulée {s}', 'Centre Agricole {c}',
] as const;
// prettier-ignore
const ES_PATTERNS = [
  'Forrajera {x}', 'Agropecuaria {x}', 'Granja {x}', 'Rancho {x}', 'Molino de Alimentos {x}',
  'Distribuidora Agropecuaria {x}', 'Avícola {x}', 'Porcícola {x}', 'Cooperativa Agrícola {x}',
  'Ganadera {x}', 'Agroveterinaria {x}', 'Almacén Agropecuario {x}', 'Comercial Agrícola {x}',
  'Hacienda {x}', 'Establo {x}',
] as const;
// prettier-ignore
const ES_CENTRAL_PATTERNS = [
  'Finca {x}', 'Agroservicio {x}', 'Agropecuaria {x}', 'Granja Avícola {x}',
] as const;
// prettier-ignore
const ES_NAMES = [
  'El Nogal', 'San José', 'Los Pinos', 'La Esperanza', 'Santa Rosa', 'El Mirador',
  'La Providencia', 'San Isidro', 'Las Palmas', 'El Roble', 'Los Laureles', 'La Victoria',
  'El Porvenir', 'Santa Fe', 'San Miguel', 'La Ceiba', 'El Sauce', 'Tres Hermanos', 'La Lomita',
  'El Encino', 'Buenavista', 'San Antonio', 'La Herradura', 'El Rosario', 'Valle Verde',
  'Los Álamos',
] as const;
// prettier-ignore
const PT_PATTERNS = [
  'Agropecuária {x}', 'Cooperativa Agroindustrial {x}', 'Granja {x}', 'Fazenda {x}',
  'Casa do Produtor {x}', 'Rações {x}', 'Suinocultura {x}', 'Avícola {x}', 'Laticínios {x}',
  'Comercial Agrícola {x}', 'Agroveterinária {x}',
] as const;
// prettier-ignore
const PT_NAMES = [
  'Boa Vista', 'Santa Luzia', 'São Pedro', 'Bom Jesus', 'Três Irmãos', 'Santa Clara', 'Vale Verde',
  'Primavera', 'Esperança', 'Nova Aliança', 'Sol Nascente', 'Ouro Verde', 'São Francisco',
  'Santa Helena', 'Água Boa', 'Campo Belo', 'Bela Vista', 'Serra Azul', 'Pinheiral',
] as const;
// prettier-ignore
const KO_TYPES = [
  '축산', '농장', '목장', '양돈', '종계', '한우', '사료', '낙농', '양계', '농산',
] as const;
// prettier-ignore
const KO_STYLES = [
  '{c}{t}', '(주){c}{t}', '{c}{t} 영농조합법인', '{c}{t}농협', '(유){c}{t}', '{n}{t}',
] as const;
// prettier-ignore
const KO_NAME_WORDS = [
  '푸른', '한빛', '대한', '새봄', '햇살', '금강', '동방', '청솔', '우리', '하나',
] as const;
// prettier-ignore
const KO_NAME2 = [
  '본점', '제1농장', '제2농장', '지점', '작목반', '사료부', '직영점', '물류센터',
] as const;

function fill(pattern: string, values: Readonly<Record<string, string>>): string {
  return pattern.replace(/\{(\w)\}/g, (_, key: string) => values[key] ?? '');
}

/** Full legal name and a short display name of a business, in the market's language. */
export interface BusinessName {
  fullname: string;
  shortname: string;
}

function withSuffix(rng: Rng, spec: DemoMarket, base: string): BusinessName {
  const suffix = rng.pick(spec.legalSuffixes);
  return { fullname: suffix ? `${base} ${suffix}` : base, shortname: base };
}

/** A business name. `kind` nudges the name towards a pork business. */
export function businessName(
  rng: Rng,
  spec: DemoMarket,
  kind: 'feed' | 'pork' = 'feed',
): BusinessName {
  const city = rng.pick(spec.cities).city;
  const market = spec.code;
  if (market === 'us' || market === 'canada') {
    const surname = personName(rng, market).last;
    if (market === 'canada' && rng.chance(0.15)) {
      const base = fill(rng.pick(CA_FR_PATTERNS), { c: city, s: surname });
      const suffix = rng.pick(['Ltée', 'Inc.', '']);
      return { fullname: suffix ? `${base} ${suffix}` : base, shortname: base };
    }
    if (kind === 'pork') {
      return withSuffix(
        rng,
        spec,
        fill(rng.pick(['{s} Hog Farms', '{s} Pork', '{p} Swine']), {
          s: surname,
          p: rng.pick(EN_PLACES),
        }),
      );
    }
    const roll = rng.next();
    const base =
      roll < 0.45
        ? fill(rng.pick(EN_PLACE_PATTERNS), { p: rng.pick(EN_PLACES) })
        : roll < 0.85
          ? fill(rng.pick(EN_FAMILY_PATTERNS), { s: surname })
          : fill(rng.pick(EN_PLACE_PATTERNS), { p: city });
    return withSuffix(rng, spec, base);
  }
  if (market === 'br') {
    const x = rng.chance(0.8) ? rng.pick(PT_NAMES) : personName(rng, market).last;
    return withSuffix(rng, spec, fill(rng.pick(PT_PATTERNS), { x }));
  }
  if (market === 'kr') {
    const base = fill(rng.pick(KO_STYLES), {
      c: city.replace(/[시군]$/, ''),
      t: rng.pick(KO_TYPES),
      n: rng.pick(KO_NAME_WORDS),
    });
    return { fullname: base, shortname: base.replace(/^\([주유]\)/, '') };
  }
  const patterns =
    market === 'mx' ? ES_PATTERNS : [...ES_PATTERNS.slice(0, 12), ...ES_CENTRAL_PATTERNS];
  const roll = rng.next();
  const x =
    roll < 0.65
      ? rng.pick(ES_NAMES)
      : roll < 0.85
        ? `Hermanos ${personName(rng, market).last}`
        : `${personName(rng, market).last} e Hijos`;
  return withSuffix(rng, spec, fill(rng.pick(patterns), { x }));
}

/** Korean accounts carry a second name (branch or farm) and a contact person (shell §2). */
export function koreanSecondName(rng: Rng): string {
  return rng.pick(KO_NAME2);
}

// prettier-ignore
const EN_STREETS = [
  'Main St', 'County Road {n}', 'Highway {n}', 'Mill Rd', 'Industrial Dr', 'Elevator Rd',
  'Depot St', 'Farm Rd {n}', 'Commerce Dr', 'Railroad Ave', 'N Grand Ave', 'Range Line Rd',
] as const;
// prettier-ignore
const ES_STREETS = [
  'Carretera Federal {n} Km {k}', 'Av. Juárez', 'Calle Hidalgo', 'Av. Morelos', 'Blvd. Industrial',
  'Camino Real', 'Calle Principal', 'Av. Reforma', 'Km {k} Carretera Panamericana',
] as const;
// prettier-ignore
const PT_STREETS = [
  'Rodovia BR-{n}, Km {k}', 'Rua das Palmeiras', 'Avenida Brasil', 'Rua Sete de Setembro',
  'Linha São Roque', 'Estrada Municipal {n}', 'Rua Marechal Deodoro',
] as const;
// prettier-ignore
const KO_ROADS = [
  '중앙로', '농공단지길', '축산로', '목장길', '산업로', '들녘로', '한우로',
] as const;

function postalCode(rng: Rng, market: Country, prefix: string): string {
  switch (market) {
    case 'us':
      return `${prefix}${String(rng.int(0, 99)).padStart(2, '0')}`;
    case 'canada':
      return `${prefix} ${rng.int(1, 9)}${rng.chars('ABCEGHJKLMNPRSTVWXYZ', 1)}${rng.int(0, 9)}`;
    case 'mx':
      return `${prefix}${String(rng.int(0, 99)).padStart(2, '0')}`;
    case 'br':
      return `${prefix}-${String(rng.int(0, 999)).padStart(3, '0')}`;
    case 'kr':
      return `${prefix}${String(rng.int(0, 99)).padStart(2, '0')}`;
    case 'pe':
      return `${prefix}${String(rng.int(1, 999)).padStart(3, '0')}`;
    case 'co':
      return prefix;
    default:
      return `${prefix}${String(rng.int(1, 99)).padStart(2, '0')}`;
  }
}

/** A one-line postal address in the market's format. */
export function address(rng: Rng, spec: DemoMarket): string {
  const place = rng.pick(spec.cities);
  const n = String(rng.int(1, 99));
  const k = String(rng.int(2, 180));
  const postal = postalCode(rng, spec.code, place.postal);
  switch (spec.code) {
    case 'us':
    case 'canada':
      return `${rng.int(100, 9999)} ${fill(rng.pick(EN_STREETS), { n, k })}, ${place.city}, ${place.state} ${postal}`;
    case 'mx':
      return `${fill(rng.pick(ES_STREETS), { n, k })} ${rng.int(1, 2500)}, ${postal} ${place.city}, ${place.state}`;
    case 'br':
      return `${fill(rng.pick(PT_STREETS), { n, k })}, ${rng.int(10, 4000)}, ${place.city} - ${place.state}, ${postal}`;
    case 'kr':
      return `${place.state} ${place.city} ${rng.pick(KO_ROADS)} ${rng.int(1, 999)} (${postal})`;
    default:
      return `${fill(rng.pick(ES_STREETS), { n, k })}, ${place.city}, ${place.state}`;
  }
}

/** A phone number in the market's format (North American numbers use the fictional 555-01xx). */
export function phoneNumber(rng: Rng, spec: DemoMarket): string {
  if (spec.code === 'us' || spec.code === 'canada') {
    return `${spec.phonePrefix} ${rng.int(201, 989)}-555-01${String(rng.int(0, 99)).padStart(2, '0')}`;
  }
  if (spec.code === 'kr') {
    return `${spec.phonePrefix} 10-${rng.int(1000, 9999)}-${rng.int(1000, 9999)}`;
  }
  return `${spec.phonePrefix} ${rng.int(200, 999)} ${rng.int(100, 999)} ${rng.int(1000, 9999)}`;
}
