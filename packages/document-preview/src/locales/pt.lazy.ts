import type { Translation } from '@anp/core';
import type { en } from '../i18n';

/** Portuguese strings, loaded only on Portuguese pages. */
export const pt: Translation<typeof en> = {
  region: 'Pré-visualização de {{name}}',
  loading: 'Carregando a pré-visualização…',
  failed: 'Não foi possível carregar a pré-visualização. {{reason}}',
  gone: 'Este documento não está mais disponível. Talvez tenha sido substituído por uma versão mais recente.',
  retry: 'Tentar novamente',
  download: 'Baixar',
  downloadNamed: 'Baixar {{name}}',
  downloaded: '{{name}} foi baixado.',
  close: 'Fechar pré-visualização',
  meta: '{{type}} · {{size}}',
  unsupported: {
    title: 'Este tipo de arquivo não tem pré-visualização',
    named: 'Arquivos {{type}} abrem no seu computador: baixe o arquivo para vê-lo.',
    unnamed: 'Baixe o arquivo para abri-lo no seu computador.',
  },
  pages: {
    navigation: 'Páginas',
    previous: 'Página anterior',
    next: 'Próxima página',
    page: 'Página',
    of: 'de {{count}}',
    status: 'Página {{page}} de {{count}}',
  },
  zoom: {
    controls: 'Zoom',
    out: 'Diminuir zoom',
    in: 'Aumentar zoom',
    fit: 'Ajustar à largura',
    percent: '{{value}}%',
    level: 'Zoom de {{value}}%',
  },
  viewer: 'Visualização do documento, {{name}}',
  pageImage: 'Página {{page}} de {{count}} de {{name}}',
  image: {
    failed: 'Não foi possível exibir a imagem.',
  },
  pdf: {
    loading: 'Abrindo o PDF…',
    failed:
      'Não foi possível exibir este PDF. Ele pode estar danificado ou protegido por senha: baixe-o para abri-lo no seu computador.',
    showText: 'Mostrar o texto desta página',
    hideText: 'Ocultar o texto desta página',
    textHeading: 'Texto da página {{page}}',
    noText: 'Esta página não tem texto para ler; pode ser uma imagem digitalizada.',
  },
  tiff: {
    loading: 'Lendo a imagem…',
    hint: 'Baixe-a para abri-la em um visualizador de imagens.',
    problem: {
      'not-tiff': 'Este arquivo não é uma imagem TIFF legível.',
      bigtiff: 'Esta imagem usa o formato BigTIFF, que a pré-visualização não consegue exibir.',
      truncated: 'Esta imagem está danificada ou incompleta.',
      compression:
        'Esta imagem usa compressão {{detail}}, que a pré-visualização não consegue exibir.',
      tiled: 'Esta imagem está armazenada em blocos, que a pré-visualização não consegue exibir.',
      format:
        'Esta imagem usa um formato de cor que a pré-visualização não consegue exibir ({{detail}}).',
      'too-large': 'Esta imagem é grande demais para a pré-visualização.',
    },
  },
  progress: {
    loading: 'Carregando o arquivo',
    downloading: 'Baixando {{name}}',
    of: '{{received}} de {{total}} ({{percent}}%)',
    unknown: '{{received}} recebidos',
    percent: '{{percent}}% recebido',
  },
  find: {
    label: 'Localizar no documento',
    placeholder: 'Localizar',
    previous: 'Ocorrência anterior',
    next: 'Próxima ocorrência',
    searching: 'Buscando…',
    none: 'Nenhuma ocorrência',
    result: '{{current}} de {{count}}',
  },
  video: {
    label: 'Vídeo: {{name}}',
    failed: 'Não foi possível reproduzir o vídeo.',
    noCaptions: 'Não há legendas disponíveis para este vídeo.',
  },
};
