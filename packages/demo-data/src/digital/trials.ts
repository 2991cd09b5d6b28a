/**
 * The research trial summaries the research pages show (shell-and-admin.md §2 research, all,
 * finishing, nursery, sows): what was compared, on how many animals, and the measured results,
 * in metric units; the reference API converts weights for pound markets.
 */
import type { Language } from '@anp/rules';

export type TrialStage = 'sows' | 'nursery' | 'finishing';

/** Units the results are kept in. */
export type TrialUnit = 'kg' | 'g/day' | 'pigs' | '%' | 'ratio';

interface TrialText {
  title: string;
  summary: string;
  measure: string;
  treatments: readonly string[];
}

export interface Trial {
  id: string;
  stage: TrialStage;
  unit: TrialUnit;
  animals: number;
  year: number;
  /** One value per treatment, in `unit`. */
  values: readonly number[];
  text: Readonly<Record<Language, TrialText>>;
}

export const TRIALS: readonly Trial[] = [
  {
    id: 'tr-sows-fibre',
    stage: 'sows',
    unit: 'pigs',
    animals: 480,
    year: 2025,
    values: [11.8, 12.4],
    text: {
      en: {
        title: 'Fermentable fibre in lactation',
        summary:
          'Sows fed the lactation diet with added fermentable fibre weaned more pigs per litter over two parities.',
        measure: 'Pigs weaned per sow',
        treatments: ['Control diet', 'Added fibre'],
      },
      es: {
        title: 'Fibra fermentable en lactancia',
        summary:
          'Las cerdas alimentadas con la dieta de lactancia con fibra fermentable destetaron más lechones por camada en dos partos.',
        measure: 'Lechones destetados por cerda',
        treatments: ['Dieta control', 'Con fibra'],
      },
      pt: {
        title: 'Fibra fermentável na lactação',
        summary:
          'As porcas alimentadas com a dieta de lactação com fibra fermentável desmamaram mais leitões por leitegada em dois partos.',
        measure: 'Leitões desmamados por porca',
        treatments: ['Dieta controle', 'Com fibra'],
      },
      ko: {
        title: '포유기 발효성 섬유 급여',
        summary:
          '발효성 섬유를 첨가한 포유기 사료를 먹은 모돈은 두 산차 동안 복당 이유 두수가 더 많았습니다.',
        measure: '모돈당 이유 두수',
        treatments: ['대조 사료', '섬유 첨가'],
      },
    },
  },
  {
    id: 'tr-sows-energy',
    stage: 'sows',
    unit: 'kg',
    animals: 360,
    year: 2024,
    values: [1.32, 1.29, 1.38],
    text: {
      en: {
        title: 'Energy level in late gestation',
        summary:
          'A higher energy level in the last 30 days of gestation raised piglet birth weight without more stillborn pigs.',
        measure: 'Birth weight',
        treatments: ['Standard energy', 'Low energy', 'High energy'],
      },
      es: {
        title: 'Nivel de energía al final de la gestación',
        summary:
          'Más energía en los últimos 30 días de gestación aumentó el peso al nacer sin más lechones nacidos muertos.',
        measure: 'Peso al nacer',
        treatments: ['Energía estándar', 'Energía baja', 'Energía alta'],
      },
      pt: {
        title: 'Nível de energia no final da gestação',
        summary:
          'Mais energia nos últimos 30 dias de gestação aumentou o peso ao nascer sem mais natimortos.',
        measure: 'Peso ao nascer',
        treatments: ['Energia padrão', 'Energia baixa', 'Energia alta'],
      },
      ko: {
        title: '임신 후기 에너지 수준',
        summary: '임신 마지막 30일에 에너지를 높이자 사산 증가 없이 생시 체중이 늘었습니다.',
        measure: '생시 체중',
        treatments: ['표준 에너지', '저에너지', '고에너지'],
      },
    },
  },
  {
    id: 'tr-nursery-zinc',
    stage: 'nursery',
    unit: 'g/day',
    animals: 960,
    year: 2025,
    values: [412, 425, 428],
    text: {
      en: {
        title: 'Alternatives to zinc oxide after weaning',
        summary:
          'A blend of organic acids and botanicals kept growth close to the zinc oxide diet in the first 21 days after weaning.',
        measure: 'Average daily gain',
        treatments: ['Control', 'Acid and botanical blend', 'Zinc oxide'],
      },
      es: {
        title: 'Alternativas al óxido de zinc tras el destete',
        summary:
          'Una mezcla de ácidos orgánicos y extractos vegetales mantuvo el crecimiento cerca de la dieta con óxido de zinc en los primeros 21 días.',
        measure: 'Ganancia diaria promedio',
        treatments: ['Control', 'Mezcla de ácidos y extractos', 'Óxido de zinc'],
      },
      pt: {
        title: 'Alternativas ao óxido de zinco após o desmame',
        summary:
          'Uma mistura de ácidos orgânicos e extratos vegetais manteve o crescimento próximo ao da dieta com óxido de zinco nos primeiros 21 dias.',
        measure: 'Ganho médio diário',
        treatments: ['Controle', 'Mistura de ácidos e extratos', 'Óxido de zinco'],
      },
      ko: {
        title: '이유 후 산화아연 대체제',
        summary:
          '유기산과 식물 추출물 혼합제는 이유 후 21일 동안 산화아연 사료에 가까운 성장을 유지했습니다.',
        measure: '일당 증체량',
        treatments: ['대조', '유기산·식물 추출물', '산화아연'],
      },
    },
  },
  {
    id: 'tr-nursery-scours',
    stage: 'nursery',
    unit: '%',
    animals: 720,
    year: 2024,
    values: [18, 9],
    text: {
      en: {
        title: 'Gut health programme in the nursery',
        summary:
          'Pens on the gut health programme needed half as many treatments for post-weaning diarrhoea.',
        measure: 'Pens treated for diarrhoea',
        treatments: ['Control', 'Gut health programme'],
      },
      es: {
        title: 'Programa de salud intestinal en destete',
        summary:
          'Los corrales con el programa de salud intestinal necesitaron la mitad de tratamientos por diarrea posdestete.',
        measure: 'Corrales tratados por diarrea',
        treatments: ['Control', 'Programa intestinal'],
      },
      pt: {
        title: 'Programa de saúde intestinal na creche',
        summary:
          'As baias com o programa de saúde intestinal precisaram de metade dos tratamentos para diarreia pós-desmame.',
        measure: 'Baias tratadas para diarreia',
        treatments: ['Controle', 'Programa intestinal'],
      },
      ko: {
        title: '자돈사 장 건강 프로그램',
        summary: '장 건강 프로그램을 적용한 돈방은 이유 후 설사 치료가 절반으로 줄었습니다.',
        measure: '설사 치료 돈방 비율',
        treatments: ['대조', '장 건강 프로그램'],
      },
    },
  },
  {
    id: 'tr-finishing-energy',
    stage: 'finishing',
    unit: 'ratio',
    animals: 1200,
    year: 2025,
    values: [2.71, 2.63, 2.58],
    text: {
      en: {
        title: 'Net energy in finishing diets',
        summary:
          'Raising the net energy of the finishing diet in two steps improved feed conversion at the same carcass leanness.',
        measure: 'Feed conversion (feed per unit of gain)',
        treatments: ['Standard', '+2% net energy', '+4% net energy'],
      },
      es: {
        title: 'Energía neta en dietas de engorde',
        summary:
          'Subir la energía neta de la dieta de engorde en dos pasos mejoró la conversión con la misma magrez de la canal.',
        measure: 'Conversión alimenticia (alimento por unidad de ganancia)',
        treatments: ['Estándar', '+2% energía neta', '+4% energía neta'],
      },
      pt: {
        title: 'Energia líquida nas dietas de terminação',
        summary:
          'Elevar a energia líquida da dieta de terminação em duas etapas melhorou a conversão com a mesma carne magra na carcaça.',
        measure: 'Conversão alimentar (ração por unidade de ganho)',
        treatments: ['Padrão', '+2% energia líquida', '+4% energia líquida'],
      },
      ko: {
        title: '비육 사료의 정미 에너지',
        summary:
          '비육 사료의 정미 에너지를 두 단계로 높이자 같은 도체 정육률에서 사료 요구율이 개선되었습니다.',
        measure: '사료 요구율 (증체 단위당 사료)',
        treatments: ['표준', '정미 에너지 +2%', '정미 에너지 +4%'],
      },
    },
  },
  {
    id: 'tr-finishing-carcass',
    stage: 'finishing',
    unit: 'kg',
    animals: 880,
    year: 2024,
    values: [98.4, 101.2],
    text: {
      en: {
        title: 'Amino acid programme to market',
        summary:
          'Matching lysine to the pigs’ growth curve in the last 40 days added carcass weight at the same days to market.',
        measure: 'Hot carcass weight',
        treatments: ['Control', 'Amino acid programme'],
      },
      es: {
        title: 'Programa de aminoácidos hasta el mercado',
        summary:
          'Ajustar la lisina a la curva de crecimiento en los últimos 40 días aumentó el peso de la canal con los mismos días al mercado.',
        measure: 'Peso de la canal caliente',
        treatments: ['Control', 'Programa de aminoácidos'],
      },
      pt: {
        title: 'Programa de aminoácidos até o abate',
        summary:
          'Ajustar a lisina à curva de crescimento nos últimos 40 dias aumentou o peso da carcaça com os mesmos dias até o abate.',
        measure: 'Peso da carcaça quente',
        treatments: ['Controle', 'Programa de aminoácidos'],
      },
      ko: {
        title: '출하까지 아미노산 프로그램',
        summary:
          '마지막 40일 동안 라이신을 성장 곡선에 맞추자 같은 출하 일령에서 도체중이 늘었습니다.',
        measure: '온도체중',
        treatments: ['대조', '아미노산 프로그램'],
      },
    },
  },
];
