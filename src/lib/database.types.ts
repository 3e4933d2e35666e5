/**
 * Types of the Data API, in the shape `supabase gen types typescript` produces, written by
 * hand from supabase/migrations (regenerate with the CLI against a hosted project to compare).
 *
 * Differences from a generated file, on purpose:
 * - leads.borough is optional in Insert: it is NOT NULL but filled by a BEFORE INSERT trigger
 *   from the ZIP, and clients have no privilege to send it (the type keeps it for the service role);
 * - applications.owner is optional in Insert: it defaults to auth.uid().
 */

export type Json = string | number | boolean | null | { [key: string]: Json | undefined } | Json[];

export type Database = {
  // Lets postgrest-js pick the right feature set for PostgREST 14.
  __InternalSupabase: {
    PostgrestVersion: '14.1';
  };
  public: {
    Tables: {
      leads: {
        Row: {
          id: string;
          created_at: string;
          source: string;
          source_page: string;
          name: string;
          email: string;
          phone: string;
          property_type: string;
          address: string | null;
          city: string | null;
          zip: string;
          borough: string;
          description: string;
          species: string[];
          situations: string[];
          animal_type: string | null;
          duration: string | null;
          contact_method: string | null;
          contact_by_phone: boolean;
          contact_by_email: boolean;
          agreed_to_terms: boolean;
          company_website: string | null;
        };
        Insert: {
          id?: string;
          created_at?: string;
          source: string;
          source_page: string;
          name: string;
          email: string;
          phone: string;
          property_type: string;
          address?: string | null;
          city?: string | null;
          zip: string;
          borough?: string;
          description: string;
          species?: string[];
          situations?: string[];
          animal_type?: string | null;
          duration?: string | null;
          contact_method?: string | null;
          contact_by_phone?: boolean;
          contact_by_email?: boolean;
          agreed_to_terms?: boolean;
          company_website?: string | null;
        };
        Update: {
          id?: string;
          created_at?: string;
          source?: string;
          source_page?: string;
          name?: string;
          email?: string;
          phone?: string;
          property_type?: string;
          address?: string | null;
          city?: string | null;
          zip?: string;
          borough?: string;
          description?: string;
          species?: string[];
          situations?: string[];
          animal_type?: string | null;
          duration?: string | null;
          contact_method?: string | null;
          contact_by_phone?: boolean;
          contact_by_email?: boolean;
          agreed_to_terms?: boolean;
          company_website?: string | null;
        };
        Relationships: [];
      };
      applications: {
        Row: {
          id: string;
          owner: string;
          created_at: string;
          updated_at: string;
          status: string;
          payment_status: string | null;
          business_name: string | null;
          owner_name: string | null;
          phone_number: string | null;
          email: string | null;
          website: string | null;
          address: string | null;
          city: string | null;
          state: string | null;
          zip_code: string | null;
          species_handled: string[];
          other_species_text: string | null;
          service_counties: string[];
          licensed_states: string[];
          emergency_services: string | null;
          response_time: string | null;
          has_nwco_license: string | null;
          license_number: string | null;
          issuing_agency: string | null;
          license_expiration_date: string | null;
          license_document_path: string | null;
          has_liability_insurance: string | null;
          insurance_provider: string | null;
          policy_number: string | null;
          insurance_expiration_date: string | null;
          insurance_document_path: string | null;
          confirm_truthful_info: boolean;
          confirm_no_guarantee: boolean;
          agree_to_terms: boolean;
          full_name: string | null;
          counties_served: string | null;
          notes: string | null;
        };
        Insert: {
          id?: string;
          owner?: string;
          created_at?: string;
          updated_at?: string;
          status?: string;
          payment_status?: string | null;
          business_name?: string | null;
          owner_name?: string | null;
          phone_number?: string | null;
          email?: string | null;
          website?: string | null;
          address?: string | null;
          city?: string | null;
          state?: string | null;
          zip_code?: string | null;
          species_handled?: string[];
          other_species_text?: string | null;
          service_counties?: string[];
          licensed_states?: string[];
          emergency_services?: string | null;
          response_time?: string | null;
          has_nwco_license?: string | null;
          license_number?: string | null;
          issuing_agency?: string | null;
          license_expiration_date?: string | null;
          license_document_path?: string | null;
          has_liability_insurance?: string | null;
          insurance_provider?: string | null;
          policy_number?: string | null;
          insurance_expiration_date?: string | null;
          insurance_document_path?: string | null;
          confirm_truthful_info?: boolean;
          confirm_no_guarantee?: boolean;
          agree_to_terms?: boolean;
          full_name?: string | null;
          counties_served?: string | null;
          notes?: string | null;
        };
        Update: {
          id?: string;
          owner?: string;
          created_at?: string;
          updated_at?: string;
          status?: string;
          payment_status?: string | null;
          business_name?: string | null;
          owner_name?: string | null;
          phone_number?: string | null;
          email?: string | null;
          website?: string | null;
          address?: string | null;
          city?: string | null;
          state?: string | null;
          zip_code?: string | null;
          species_handled?: string[];
          other_species_text?: string | null;
          service_counties?: string[];
          licensed_states?: string[];
          emergency_services?: string | null;
          response_time?: string | null;
          has_nwco_license?: string | null;
          license_number?: string | null;
          issuing_agency?: string | null;
          license_expiration_date?: string | null;
          license_document_path?: string | null;
          has_liability_insurance?: string | null;
          insurance_provider?: string | null;
          policy_number?: string | null;
          insurance_expiration_date?: string | null;
          insurance_document_path?: string | null;
          confirm_truthful_info?: boolean;
          confirm_no_guarantee?: boolean;
          agree_to_terms?: boolean;
          full_name?: string | null;
          counties_served?: string | null;
          notes?: string | null;
        };
        Relationships: [];
      };
      newsletter_subscriptions: {
        Row: {
          id: string;
          email: string;
          company_website: string | null;
          created_at: string;
        };
        Insert: {
          id?: string;
          email: string;
          company_website?: string | null;
          created_at?: string;
        };
        Update: {
          id?: string;
          email?: string;
          company_website?: string | null;
          created_at?: string;
        };
        Relationships: [];
      };
    };
    Views: { [_ in never]: never };
    Functions: { [_ in never]: never };
    Enums: { [_ in never]: never };
    CompositeTypes: { [_ in never]: never };
  };
};

type PublicSchema = Database['public'];

export type Tables<T extends keyof PublicSchema['Tables']> = PublicSchema['Tables'][T]['Row'];
export type TablesInsert<T extends keyof PublicSchema['Tables']> = PublicSchema['Tables'][T]['Insert'];
export type TablesUpdate<T extends keyof PublicSchema['Tables']> = PublicSchema['Tables'][T]['Update'];
