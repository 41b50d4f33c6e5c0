#include "exportdialog.h"

#include "ui_exportdialog.h"

namespace ml
{

ExportDialog::ExportDialog(const QString &title, bool hasSelection, QWidget *parent)
    : QDialog(parent), m_ui(std::make_unique<Ui::ExportDialog>())
{
    m_ui->setupUi(this);
    m_ui->pictureTitle->setText(title);
    m_ui->selectionOnly->setEnabled(hasSelection);
    m_ui->selectionOnly->setChecked(hasSelection);
}

ExportDialog::~ExportDialog() = default;

QString ExportDialog::title() const
{
    return m_ui->pictureTitle->text();
}

bool ExportDialog::legend() const
{
    return m_ui->legend->isChecked();
}

bool ExportDialog::selectionOnly() const
{
    return m_ui->selectionOnly->isChecked();
}

} // namespace ml
