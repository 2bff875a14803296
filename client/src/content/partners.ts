export type Partner = { name: string; logo: string; url: string }

// The addresses are placeholders until the foundation supplies each partner's official site.
export const PARTNERS: Partner[] = [
  { name: 'Secretaria Municipal de Educação', logo: '/media/parceiro-secretaria-educacao.svg', url: 'https://www.example.org/parceiros/secretaria-educacao' },
  { name: 'Secretaria de Assistência Social', logo: '/media/parceiro-secretaria-assistencia.svg', url: 'https://www.example.org/parceiros/secretaria-assistencia' },
  { name: 'Corpo de Bombeiros Militar', logo: '/media/parceiro-bombeiros.svg', url: 'https://www.example.org/parceiros/bombeiros' },
  { name: 'Associação de Voluntários', logo: '/media/parceiro-associacao-voluntarios.svg', url: 'https://www.example.org/parceiros/associacao-voluntarios' },
  { name: 'Conselho Municipal da Pessoa Idosa', logo: '/media/parceiro-conselho-idoso.svg', url: 'https://www.example.org/parceiros/conselho-idoso' },
  { name: 'Centro Universitário USJ', logo: '/media/parceiro-usj.svg', url: 'https://www.example.org/parceiros/usj' },
  { name: 'Escola de Governo Municipal', logo: '/media/parceiro-escola-governo.svg', url: 'https://www.example.org/parceiros/escola-governo' },
  { name: 'Biblioteca Pública Municipal', logo: '/media/parceiro-biblioteca.svg', url: 'https://www.example.org/parceiros/biblioteca' },
  { name: 'Câmara de Vereadores', logo: '/media/parceiro-camara.svg', url: 'https://www.example.org/parceiros/camara' },
  { name: 'Defesa Civil Municipal', logo: '/media/parceiro-defesa-civil.svg', url: 'https://www.example.org/parceiros/defesa-civil' },
  { name: 'Secretaria Municipal de Saúde', logo: '/media/parceiro-saude.svg', url: 'https://www.example.org/parceiros/saude' },
  { name: 'Lar Aconchego', logo: '/media/parceiro-ilpi-aconchego.svg', url: 'https://www.example.org/parceiros/ilpi-aconchego' },
  { name: 'Instituto de Tecnologia Social', logo: '/media/parceiro-instituto-tecnologia.svg', url: 'https://www.example.org/parceiros/instituto-tecnologia' },
  { name: 'Cooperativa de Crédito Regional', logo: '/media/parceiro-cooperativa-credito.svg', url: 'https://www.example.org/parceiros/cooperativa-credito' },
  { name: 'Associação Empresarial', logo: '/media/parceiro-associacao-comercial.svg', url: 'https://www.example.org/parceiros/associacao-comercial' },
  { name: 'Clube de Serviço Comunitário', logo: '/media/parceiro-rotary.svg', url: 'https://www.example.org/parceiros/rotary' },
  { name: 'Rede de Leitura Cidadã', logo: '/media/parceiro-rede-bibliotecas.svg', url: 'https://www.example.org/parceiros/rede-bibliotecas' },
]
