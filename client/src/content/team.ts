export type TeamCategory = 'leadership' | 'hr' | 'technology' | 'finance' | 'education' | 'admin'

export type TeamMember = { name: string; position: string; email: string; category: TeamCategory }

export const TEAM_CATEGORY_LABELS: Record<TeamCategory, string> = {
  leadership: 'Direção',
  hr: 'Recursos Humanos',
  technology: 'Tecnologia',
  finance: 'Finanças',
  education: 'Educação',
  admin: 'Administração',
}

// Fictional names and addresses until the foundation publishes its own staff list.
export const TEAM: TeamMember[] = [
  { name: 'Helena Martins Kuhnen', position: 'Presidente', email: 'presidencia@fundacaosaojose.example.org', category: 'leadership' },
  { name: 'Ricardo Souza Vieira', position: 'Diretor executivo', email: 'diretoria@fundacaosaojose.example.org', category: 'leadership' },
  { name: 'Carla Regina Bittencourt', position: 'Coordenadora de gestão de pessoas', email: 'rh@fundacaosaojose.example.org', category: 'hr' },
  { name: 'Eduardo Lemos da Silva', position: 'Analista de recursos humanos', email: 'pessoal@fundacaosaojose.example.org', category: 'hr' },
  { name: 'Marcos Antônio Pereira', position: 'Coordenador de tecnologia da informação', email: 'ti@fundacaosaojose.example.org', category: 'technology' },
  { name: 'Juliana Coelho Ramos', position: 'Desenvolvedora de sistemas', email: 'sistemas@fundacaosaojose.example.org', category: 'technology' },
  { name: 'Fernando Machado Luz', position: 'Gerente financeiro', email: 'financeiro@fundacaosaojose.example.org', category: 'finance' },
  { name: 'Patrícia Schmitt Alves', position: 'Contadora', email: 'contabilidade@fundacaosaojose.example.org', category: 'finance' },
  { name: 'Luciana Farias Medeiros', position: 'Coordenadora pedagógica', email: 'pedagogico@fundacaosaojose.example.org', category: 'education' },
  { name: 'André Luiz Cardoso', position: 'Coordenador de projetos educacionais', email: 'projetos@fundacaosaojose.example.org', category: 'education' },
  { name: 'Simone Teixeira Back', position: 'Secretária administrativa', email: 'secretaria@fundacaosaojose.example.org', category: 'admin' },
  { name: 'Gustavo Henrique Sell', position: 'Assistente administrativo', email: 'administrativo@fundacaosaojose.example.org', category: 'admin' },
]
